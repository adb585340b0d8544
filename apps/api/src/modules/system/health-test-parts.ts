import type { AppDeps } from "../../app-deps.ts";
import type { Database } from "../../db/client.ts";

/** What the health routes read, around `database`: migrated, not draining, both indexes in memory and loaded unless told. */
export function partsWith(
  database: Database,
  {
    indexesLoaded = true,
    inMemory = true,
    draining = false,
  }: { indexesLoaded?: boolean; inMemory?: boolean; draining?: boolean } = {},
) {
  return {
    database,
    serving: { migrated: true, draining },
    matchingIndex: { loaded: indexesLoaded, inMemory },
    jobReads: { searchIndex: { loaded: indexesLoaded, inMemory } },
  } as unknown as Pick<AppDeps, "database" | "serving" | "matchingIndex" | "jobReads">;
}
