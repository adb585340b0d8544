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
import path from "node:path";
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { hashPassword } from "better-auth/crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { openDatabase } from "../src/db/client.ts";
import { jobs } from "../src/db/schema/index.ts";
import { signUp } from "../src/modules/accounts/sign-up.ts";
import { generateCompanies } from "../src/modules/demo/generate-companies.ts";
import { generateJobs, type GeneratorCompany } from "../src/modules/demo/generate-jobs.ts";
import { insertJobsInBulk } from "../src/modules/demo/insert-jobs-in-bulk.ts";
import { textMatch } from "../src/modules/jobs/search/search-conditions.ts";
import { createGazetteerGeocoder } from "../src/modules/places/gazetteer-geocoder.ts";

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

function wholeNumber(name: string, text: string | undefined, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`seed-bench-jobs: ${name} must be a whole number from ${min} to ${max} (got ${text})`);
    process.exit(2);
  }
  return value;
}

const jobCount = wholeNumber("--jobs", args.jobs ?? process.env.BENCH_JOBS ?? "100000", 1, 2_000_000);
const companyCount = wholeNumber("--companies", args.companies, 1, 900); // generateCompanies has ~900 names
const seed = wholeNumber("--seed", args.seed, 0, 2 ** 31);
const sampleIds = wholeNumber("--sample-ids", args["sample-ids"], 0, 100_000);
const terms = (args["count-terms"] ?? "")
  .split(",")
  .map((term) => term.trim())
  .filter(Boolean);

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || undefined;
if (!databaseUrl && !dataDir) {
  console.error("seed-bench-jobs: set DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite in DATA_DIR/db)");
  process.exit(2);
}

const timings: Record<string, number> = {};
async function step<T>(name: string, label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  timings[name] = Math.round(performance.now() - started);
  console.log(`  ${label}: ${(timings[name] / 1000).toFixed(1)} s`);
  return result;
}

const started = performance.now();
console.log(
  `Seeding ${jobCount.toLocaleString("en")} jobs of ${companyCount} companies into ` +
    (databaseUrl ? `PostgreSQL (${new URL(databaseUrl).host})` : `PGlite (${dataDir})`),
);
const pgliteDir = !databaseUrl && dataDir ? path.join(path.resolve(dataDir), "db") : undefined;
if (pgliteDir) mkdirSync(pgliteDir, { recursive: true });
const database = await step("openMs", "open the database", () =>
  openDatabase({ databaseUrl, ...(pgliteDir ? { pgliteDir } : {}) }),
);
const { db } = database;
let summary: Record<string, unknown>;
try {
  await step("migrateMs", "migrations", () => database.migrate());
  const [existing] = await db.select({ n: count() }).from(jobs);
  if ((existing?.n ?? 0) > 0) throw new Error(`the database already holds ${existing!.n} jobs; seed an empty one`);

  const geocoder = createGazetteerGeocoder();
  const generatorCompanies = await step("companiesMs", `${companyCount} companies (sign-up service)`, async () => {
    // Hashing is deliberately slow: every company shares one password, hashed once.
    const password = "stint-bench-password";
    const passwordHash = await hashPassword(password);
    const created: GeneratorCompany[] = [];
    for (const { city, ...company } of generateCompanies(companyCount)) {
      const address = (await geocoder.suggest(city, 1))[0] ?? null;
      const { userId } = await signUp({
        db,
        input: { role: "company", ...company, password, address },
        passwordHash,
      });
      created.push({ id: userId, name: company.name, address, industry: company.industry ?? null });
    }
    return created;
  });

  const generated = await step("generateMs", `generated ${jobCount.toLocaleString("en")} jobs`, () =>
    generateJobs({ companies: generatorCompanies, count: jobCount, geocoder, seed }),
  );
  // Outside any transaction: it runs VACUUM ANALYZE at the end.
  await step("insertMs", "inserted in bulk (incl. vacuum analyze)", () => insertJobsInBulk({ db, jobs: generated }));

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

  summary = {
    database: database.kind,
    companies: generatorCompanies.length,
    jobs: publishedJobs,
    seed,
    timings,
    termCounts,
    sampleIds: ids,
  };
} finally {
  await step("closeMs", "close the database", () => database.close());
}
timings.totalMs = Math.round(performance.now() - started);
console.log(`  total: ${(timings.totalMs / 1000).toFixed(1)} s (${summary.jobs} published jobs stored)`);
if (args.out) writeFileSync(args.out, `${JSON.stringify(summary)}\n`);
