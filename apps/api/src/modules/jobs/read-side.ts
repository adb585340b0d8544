import type { AppDeps } from "../../app-deps.ts";
import { catalogueGenerationSource } from "../../db/catalogue-cache.ts";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../lib/http/app-env.ts";
import { type JobReads, jobReadCaches } from "./job-reads.ts";

/** Where a route's lag-tolerant reads go: a database and the job read caches of its answers. */
export type ReadSide = { db: Db; reads: JobReads };

const replicaReads = new WeakMap<JobReads, JobReads>();

/**
 * The primary's read side, or the read replica's when read-routing.ts sent this request there (`readFrom`).
 * The replica's answers are cached apart, at the replica's catalogue generation: an answer read from a replica
 * that lags must not be kept as the primary's newer generation (decision 006's caches would then serve it
 * until the next write). The in-memory search index is the process's one (it follows the primary).
 */
export function readSide(
  deps: Pick<AppDeps, "database" | "jobReads" | "env">,
  readFrom: AppEnv["Variables"]["readFrom"],
): ReadSide {
  const replica = deps.database.replica;
  if (!replica || readFrom !== "replica") return { db: deps.database.db, reads: deps.jobReads };
  let reads = replicaReads.get(deps.jobReads);
  if (!reads) {
    const generation = catalogueGenerationSource({ db: replica.db, listen: null });
    reads = { ...jobReadCaches(generation, deps.env.readCache), searchIndex: deps.jobReads.searchIndex };
    replicaReads.set(deps.jobReads, reads);
  }
  return { db: replica.db, reads };
}
