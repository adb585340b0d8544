import { LruMap } from "../lib/lru-map.ts";
import type { Database, Db } from "./client.ts";
import { preparedPerDb } from "./prepared-per-db.ts";
import { catalogueGeneration } from "./schema/index.ts";

const generationQuery = preparedPerDb((db) =>
  db.select({ generation: catalogueGeneration.generation }).from(catalogueGeneration).prepare("catalogue_generation"),
);

/** The catalogue's current generation: it grows with every write to jobs or companies (migration 0004). */
export async function readCatalogueGeneration(db: Db): Promise<number> {
  const [row] = await generationQuery(db).execute();
  return row?.generation ?? 0;
}

/** Where a cache learns the current generation. */
export type GenerationSource = () => Promise<number>;

/**
 * The generation as `database` tells it: on PostgreSQL a read of the one-row table per call (another process
 * may have written); on the embedded database, where this process is the only writer, the number the
 * triggers' NOTIFY handed over with the committing statement, so a call costs no query.
 */
export function catalogueGenerationSource(database: Pick<Database, "db" | "listen">): GenerationSource {
  const { db, listen } = database;
  if (!listen) return () => readCatalogueGeneration(db);
  let current: number | undefined;
  let ready: Promise<void> | undefined;
  const start = async () => {
    // Listen first, then read: a write between the two is counted either way.
    await listen("catalogue_generation", (payload) => {
      current = Math.max(current ?? 0, Number(payload));
    });
    const read = await readCatalogueGeneration(db);
    current = Math.max(current ?? 0, read);
  };
  return async () => {
    if (current === undefined) await (ready ??= start());
    return current!;
  };
}

/**
 * A process-local cache of reads that depend on jobs and companies only (public search pages, job rows),
 * valid for one catalogue generation (decision 006). Every lookup first asks the generation, so a write
 * committed by any process is seen by the next request here: nothing is served from before a write that the
 * request could already see. Entries are promises, so concurrent requests for the same missing key share one
 * database query. The least recently used entries go once `maxEntries` is reached; with `maxEntries` 0 every
 * lookup loads.
 */
export class CatalogueCache<V> {
  private readonly generationNow: GenerationSource;
  private readonly maxEntries: number;
  private generation = -1;
  private readonly entries: LruMap<string, Promise<V>>;

  constructor(options: { generation: GenerationSource; maxEntries: number }) {
    this.generationNow = options.generation;
    this.maxEntries = options.maxEntries;
    this.entries = new LruMap(options.maxEntries);
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.maxEntries === 0) return load();
    const generation = await this.generationNow();
    if (generation < this.generation) return load(); // read before a write another request has already seen
    if (generation > this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
    const cached = this.entries.get(key);
    if (cached) return cached;
    const pending = load();
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    return pending;
  }

  get size(): number {
    return this.entries.size;
  }
}
