/**
 * Fills an empty database with companies and published jobs for the jobs benchmark (scripts/bench-jobs.mjs),
 * with the same generator and bulk insert as the demo data, and prints how long each step took.
 *
 * Run with Node 24 (type stripping), on PostgreSQL or on the embedded PGlite database:
 *   DATABASE_URL=postgres://… node apps/api/scripts/seed-bench-jobs.ts [options]
 *   DATA_DIR=<folder>         node apps/api/scripts/seed-bench-jobs.ts [options]   (PGlite in <folder>/db,
 *                                                                                  where the server looks)
 * Options:
 *   --jobs N          jobs to insert (default: BENCH_JOBS or 100000)
 *   --companies N     companies to create, each an auth user + company row (default 200)
 *   --seed N          generator seed (default 42)
 *   --sample-ids N    random published job ids to report (default 1000)
 *   --count-terms a,b count the published jobs each search term matches (as GET /api/jobs?q= matches them)
 *   --out FILE        also write the summary (timings, counts, sample ids) as JSON to FILE
 *
 * The database must hold no jobs yet. The migrations run first, as the server runs them at start.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { hashPassword } from "better-auth/crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { jobs } from "../src/db/schema/index.ts";
import { generateCompanies } from "../src/demo/generate-companies.ts";
import { generateJobStream } from "../src/demo/generate-jobs.ts";
import { insertJobsInBulk } from "../src/modules/jobs/insert-jobs-in-bulk.ts";
import { textMatch } from "../src/modules/jobs/search/search-conditions.ts";
import { createGazetteerGeocoder } from "../src/modules/places/gazetteer-geocoder.ts";
import {
  BENCH_PASSWORD,
  benchDatabaseTarget,
  placeLookup,
  signUpCompanies,
  stepTimer,
  wholeNumberOption,
  withBenchDatabase,
} from "./lib/seed-kit.ts";

const SCRIPT = "seed-bench-jobs";

const { values: args } = parseArgs({
  options: {
    jobs: { type: "string" },
    companies: { type: "string", default: "200" },
    seed: { type: "string", default: "42" },
    "sample-ids": { type: "string", default: "1000" },
    "count-terms": { type: "string", default: "" },
    out: { type: "string" },
  },
});

const wholeNumber = wholeNumberOption(SCRIPT);

const jobCount = wholeNumber("--jobs", args.jobs ?? process.env.BENCH_JOBS ?? "100000", 1, 2_000_000);
const companyCount = wholeNumber("--companies", args.companies, 1, 900); // generateCompanies has ~900 names
const seed = wholeNumber("--seed", args.seed, 0, 2 ** 31);
const sampleIds = wholeNumber("--sample-ids", args["sample-ids"], 0, 100_000);
const terms = (args["count-terms"] ?? "")
  .split(",")
  .map((term) => term.trim())
  .filter(Boolean);

const target = benchDatabaseTarget(SCRIPT);
const { timings, step } = stepTimer();

const started = performance.now();
console.log(`Seeding ${jobCount.toLocaleString("en")} jobs of ${companyCount} companies into ${target.label}`);
const summary = await withBenchDatabase(target, step, async (database) => {
  const { db } = database;
  const [existing] = await db.select({ n: count() }).from(jobs);
  if ((existing?.n ?? 0) > 0) throw new Error(`the database already holds ${existing!.n} jobs; seed an empty one`);

  const geocoder = createGazetteerGeocoder();
  const generatorCompanies = await step("companiesMs", `${companyCount} companies (sign-up service)`, async () =>
    signUpCompanies({
      db,
      companies: generateCompanies(companyCount),
      placeOf: placeLookup(geocoder),
      // Hashing is deliberately slow: every company shares one password, hashed once.
      passwordHash: await hashPassword(BENCH_PASSWORD),
    }),
  );

  const stream = await generateJobStream({ companies: generatorCompanies, count: jobCount, geocoder, seed });
  // PostgreSQL COPYs the jobs as they are generated (insert-jobs-in-bulk.ts): one step, no million jobs held.
  const generated =
    database.kind === "postgres"
      ? stream
      : await step("generateMs", `generated ${jobCount.toLocaleString("en")} jobs`, async () => [...stream]);
  const inserted = database.kind === "postgres" ? "generated and COPYed" : "inserted in bulk";
  // Outside any transaction: it runs VACUUM ANALYZE at the end.
  await step("insertMs", `${inserted} (incl. vacuum analyze)`, () => insertJobsInBulk({ db, jobs: generated }));

  const published = eq(jobs.status, "published");
  const [stored] = await db.select({ n: count() }).from(jobs).where(published);
  const publishedJobs = stored?.n ?? 0;

  const termCounts: Record<string, number> = {};
  if (terms.length > 0) {
    await step("countTermsMs", `counted ${terms.length} terms`, async () => {
      for (const term of terms) {
        const [row] = await db
          .select({ n: count() })
          .from(jobs)
          .where(and(published, textMatch(term)));
        termCounts[term] = row?.n ?? 0;
      }
    });
    for (const [term, n] of Object.entries(termCounts))
      console.log(`    ${JSON.stringify(term)}: ${n} jobs (${((100 * n) / Math.max(1, publishedJobs)).toFixed(1)} %)`);
  }

  const ids = await step("sampleIdsMs", `${sampleIds} random job ids`, async () =>
    sampleIds > 0
      ? (
          await db
            .select({ id: jobs.id })
            .from(jobs)
            .where(published)
            .orderBy(sql`random()`)
            .limit(sampleIds)
        ).map((row) => row.id)
      : [],
  );

  return {
    database: database.kind,
    companies: generatorCompanies.length,
    jobs: publishedJobs,
    seed,
    timings,
    termCounts,
    sampleIds: ids,
  };
});
timings.totalMs = Math.round(performance.now() - started);
console.log(`  total: ${(timings.totalMs / 1000).toFixed(1)} s (${summary.jobs} published jobs stored)`);
if (args.out) writeFileSync(args.out, `${JSON.stringify(summary)}\n`);
