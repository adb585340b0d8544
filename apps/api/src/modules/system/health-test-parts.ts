import type { AppDeps } from "../../app-deps.ts";
import type { Database } from "../../db/client.ts";

/** What the health routes read, around `database`: migrated, not draining, both indexes loaded unless told. */
export function partsWith(
  database: Database,
  { indexesLoaded = true, draining = false }: { indexesLoaded?: boolean; draining?: boolean } = {},
) {
  return {
    database,
    serving: { migrated: true, draining },
    matchingIndex: { loaded: indexesLoaded },
    jobReads: { searchIndex: { loaded: indexesLoaded } },
  } as unknown as Pick<AppDeps, "database" | "serving" | "matchingIndex" | "jobReads">;
}
