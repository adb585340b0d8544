/**
 * The V8 heap limit of every API process (`--max-old-space-size`, API_HEAP_MB), set deliberately where they
 * start: scripts/start.mjs, scripts/dev.mjs, the workers of API_PROCESSES > 1 (workers.ts) and the container's
 * command, which runs this file to print it. Without it V8 picks a limit from the machine's memory (about 4 GB
 * on 16 GB or more, less on a small machine), and the in-memory indexes, whose budget is a share of this
 * limit (db/index-budget.ts), could reach it and crash the process instead of answering from the database.
 *
 * The defaults (decision 034):
 * - embedded (PGlite, one process): 4096 MB, what V8 gives a 64-bit process on a large machine, so that
 *   100,000 jobs and 100,000 students stay in memory as they do today (about 1.1 GB of indexes, half of the
 *   budget of half this limit) beside the embedded database's own memory;
 * - PostgreSQL: 768 MB, so that a process stays under 1 GB resident (heap, code, buffers and sockets): its
 *   index budget (half, 384 MB) holds some 35,000 jobs and students; beyond that it answers from the database.
 * Dependency-free: the start scripts import it before anything is installed or built.
 */
export const API_HEAP_MB_DEFAULT = { embedded: 4096, postgres: 768 } as const;

/** The smallest heap limit accepted: below it the API does not start its modules. */
export const API_HEAP_MB_MIN = 256;

/** API_HEAP_MB when it is a whole number of at least API_HEAP_MB_MIN (env.ts rejects anything else), else the default. */
export function apiHeapMb(env: Record<string, string | undefined>): number {
  const given = Number(env.API_HEAP_MB);
  if (env.API_HEAP_MB && Number.isInteger(given) && given >= API_HEAP_MB_MIN) return given;
  return defaultApiHeapMb(env.DATABASE_URL);
}

/** The default of API_HEAP_MB: by the database, which decides what a process holds. */
export function defaultApiHeapMb(databaseUrl: string | undefined): number {
  return databaseUrl ? API_HEAP_MB_DEFAULT.postgres : API_HEAP_MB_DEFAULT.embedded;
}

/** The Node option that sets it. */
export function heapLimitOption(env: Record<string, string | undefined>): string {
  return `--max-old-space-size=${apiHeapMb(env)}`;
}

/**
 * `options` with the heap limit for `env` in place of any given before (the last of several wins in V8, but a
 * reader of the command line should see one).
 */
export function withHeapLimit(options: readonly string[], env: Record<string, string | undefined>): string[] {
  return [...options.filter((option) => !option.startsWith("--max-old-space-size")), heapLimitOption(env)];
}
