import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { readJournal } from "./migration-journal.ts";

/**
 * Drizzle's migrator applies only the migrations newer than the newest one applied. A database that once ran a
 * later migration first (from a development branch, or a release rolled back by hand) never gets the earlier
 * ones, and the server would then fail on each statement that needs them (a missing column: 500s at sign-in).
 * After migrating, every migration of the folder must be among the applied ones; else the server does not start
 * and says which are missing.
 */
export class SkippedMigrationsError extends Error {
  readonly code = "migrations-skipped";
  readonly missing: string[];
  constructor(missing: string[]) {
    super(
      `The database has not applied ${missing.length === 1 ? "migration" : "migrations"} ${missing.join(", ")}, ` +
        "though it applied newer ones, so the migrator will never apply them. Apply each by hand, in order, and " +
        "record it in drizzle.__drizzle_migrations (the SHA-256 of its file as hash, the journal's `when` as " +
        "created_at), or restore a backup taken before the newer ones; Stint does not start on a schema it does not know.",
    );
    this.name = "SkippedMigrationsError";
    this.missing = missing;
  }
}

/** Throws SkippedMigrationsError unless every migration of the journal is recorded as applied in `db`. */
export async function assertNoSkippedMigrations(db: Db): Promise<void> {
  const { rows } = (await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { created_at: string | number }[];
  };
  const applied = new Set(rows.map((row) => Number(row.created_at)));
  const missing = readJournal().filter((entry) => !applied.has(entry.when));
  if (missing.length > 0) throw new SkippedMigrationsError(missing.map((entry) => entry.tag));
}
