import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.ts";
import { perDb } from "../../../db/per-db.ts";

/**
 * The version of a row of a side table of decision 034 (`job_match_entries`, `student_match_entries`): the
 * transaction that wrote it (`xmin`, kept as it was when PostgreSQL freezes the row). Their triggers write a
 * job's or a CV's entry anew on every write to the job, the CV or its student, so a new version means the row
 * or its student may have changed, and an unchanged one that they have not. (The tables' updated_at would not
 * do: a student's profile, which a CV is prepared with, has none, and not every write of a job sets it.)
 */
export const rowVersion = (table: PgTable): SQL<string> => sql<string>`${table}.xmin::text`;

/**
 * Values prepared from database rows (a job or a CV ready for the engine), kept by key and the version of the
 * row they were prepared from, the least recently used dropped past `capacity` entries. A value is given only
 * for the version asked for: a row written since has another version, so nothing kept is ever stale and no
 * change feed is needed. Rankings from the database (decision 034) read the versions with their window and
 * prepare only what is not kept: distinct rankings share most of their candidates.
 */
export class VersionedCache<V> {
  readonly #entries = new Map<string, { version: string; value: V }>();
  hits = 0;
  misses = 0;

  readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string, version: string): V | undefined {
    const kept = this.#entries.get(key);
    if (kept === undefined || kept.version !== version) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    // A Map keeps insertion order: moved to the end, it is the most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, kept);
    return kept.value;
  }

  set(key: string, version: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { version, value });
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
  }

  /**
   * The values of `wanted` at their versions, by key: those kept, and the others from `read` (each with the
   * version it was read at, which is the one kept), which is called once, with the keys not kept, if any. A
   * key `read` does not return (its row is gone) is left out.
   */
  async getOrRead(
    wanted: readonly { key: string; version: string }[],
    read: (keys: string[]) => Promise<{ key: string; version: string; value: V }[]>,
  ): Promise<Map<string, V>> {
    const found = new Map<string, V>();
    const missing: string[] = [];
    for (const { key, version } of wanted) {
      const value = this.get(key, version);
      if (value === undefined) missing.push(key);
      else found.set(key, value);
    }
    if (missing.length === 0) return found;
    for (const { key, version, value } of await read(missing)) {
      this.set(key, version, value);
      found.set(key, value);
    }
    return found;
  }
}

/**
 * One cache per database handle (db/per-db.ts): versions are row versions of one database, and tests run several
 * databases whose rows share ids in one process.
 */
export function cachePerDb<V>(capacity: number): (db: Db) => VersionedCache<V> {
  return perDb(() => new VersionedCache<V>(capacity));
}
