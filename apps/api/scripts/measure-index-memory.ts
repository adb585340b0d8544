/**
 * Measures what the in-memory indexes take on the V8 heap (the constants of src/db/index-budget.ts): loads the
 * job search index, then the matching index, then drops the matching index's students, with a full collection
 * before each reading. Prints JSON: the rows and the heap after each step.
 *
 * Run with Node 24 and --expose-gc, on a database the seed scripts filled (seed-bench-matching.ts):
 *   DATA_DIR=<folder>         node --expose-gc apps/api/scripts/measure-index-memory.ts
 *   DATABASE_URL=postgres://… node --expose-gc apps/api/scripts/measure-index-memory.ts
 * Twice, with N and 2N rows: the differences divided by N are the bytes per job and per student (what does
 * not grow with the rows, the modules and the database's own memory, cancels out).
 */
import path from "node:path";
import { openDatabase } from "../src/db/client.ts";
import { IndexMode } from "../src/db/index-mode.ts";
import { createLogger } from "../src/lib/logger.ts";
import { KeptSearchIndex } from "../src/modules/jobs/search/index/kept-search-index.ts";
import { MatchingIndex } from "../src/modules/matching/index/matching-index.ts";

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error("run with node --expose-gc");

function heapUsed(): number {
  // Twice: the first collection's finalizers may free more for the second.
  collect!();
  collect!();
  return process.memoryUsage().heapUsed;
}

const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
if (!databaseUrl && !dataDir) throw new Error("set DATABASE_URL or DATA_DIR");
const database = await openDatabase({
  databaseUrl,
  statementTimeoutMs: 0,
  ...(databaseUrl ? {} : { pgliteDir: path.join(path.resolve(dataDir!), "db") }),
});
const logger = createLogger({ level: "warn", pretty: false });
const mode = new IndexMode({ inMemory: true });
const search = new KeptSearchIndex({ db: database.db, logger, mode });
const matching = new MatchingIndex({ db: database.db, logger, jobCards: search, mode });

const empty = heapUsed();
const searchIndex = await search.current();
const withSearch = heapUsed();
await matching.current();
const withMatching = heapUsed();
const students = matching.students.size;
matching.students.clear();
const withoutStudents = heapUsed();
console.log(
  JSON.stringify({
    database: database.kind,
    jobs: searchIndex?.size,
    students,
    heap: { empty, withSearch, withMatching, withoutStudents },
    bytes: {
      searchIndex: withSearch - empty,
      matchingJobs: withoutStudents - withSearch,
      matchingStudents: withMatching - withoutStudents,
    },
  }),
);
await matching.stop();
await search.stop();
await database.close();
