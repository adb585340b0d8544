import type { JobSearchResult } from "@stint/shared";
import { CatalogueCache, catalogueGenerationSource } from "../../db/catalogue-cache.ts";
import type { Database } from "../../db/client.ts";
import type { JobRow } from "./job-dto.ts";

/** The caches of public job reads (decision 006), one set per server process. */
export type JobReads = {
  /** Public result pages by their query: 500 pages of 20 cards are about 10 MB. */
  pages: CatalogueCache<JobSearchResult>;
  /** Job rows by id, drafts included (who may see one is checked on every request). */
  rows: CatalogueCache<JobRow>;
};

/** `enabled: false` (READ_CACHE=false) makes every read go to the database, to measure or to rule the cache out. */
export function createJobReads(options: { database: Database; enabled: boolean }): JobReads {
  const generation = catalogueGenerationSource(options.database);
  const size = (entries: number) => (options.enabled ? entries : 0);
  return {
    pages: new CatalogueCache({ generation, maxEntries: size(500) }),
    rows: new CatalogueCache({ generation, maxEntries: size(2_000) }),
  };
}
