import type { JobSearchResult } from "@stint/shared/jobs";
import { CatalogueCache, catalogueGenerationSource, type GenerationSource } from "../../db/catalogue-cache.ts";
import type { Database } from "../../db/client.ts";
import type { IndexMode } from "../../db/index-mode.ts";
import type { Logger } from "../../lib/logger.ts";
import type { JobRow } from "./job-dto.ts";
import { KeptSearchIndex } from "./search/search-jobs.ts";

/** The caches of public job reads (decision 006), one set per server process. */
export type JobReads = {
  /** Public result pages by their query: 500 pages of 20 cards are about 10 MB. */
  pages: CatalogueCache<JobSearchResult>;
  /** Job rows by id, drafts included (who may see one is checked on every request). */
  rows: CatalogueCache<JobRow>;
  /** The in-memory index the public search finds its matches in (decision 018); not a cache of answers. */
  searchIndex: KeptSearchIndex;
};

/** `enabled: false` (READ_CACHE=false) makes every read go to the database, to measure or to rule the cache out. */
export function createJobReads(options: {
  database: Database;
  enabled: boolean;
  logger: Logger;
  indexMode: IndexMode;
}): JobReads {
  const generation = catalogueGenerationSource(options.database);
  return {
    ...jobReadCaches(generation, options.enabled),
    searchIndex: new KeptSearchIndex({
      db: options.database.db,
      logger: options.logger,
      mode: options.indexMode,
      // On PostgreSQL the generation is a query, no cheaper than the change feed's.
      generation: options.database.listen ? generation : null,
    }),
  };
}

/** The read caches of one database's answers, valid for its catalogue `generation` (the primary's, or a replica's). */
export function jobReadCaches(generation: GenerationSource, enabled: boolean): Pick<JobReads, "pages" | "rows"> {
  const size = (entries: number) => (enabled ? entries : 0);
  return {
    pages: new CatalogueCache({ generation, maxEntries: size(500) }),
    rows: new CatalogueCache({ generation, maxEntries: size(2_000) }),
  };
}
