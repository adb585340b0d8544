/**
 * Fills an empty database for the matching benchmark (scripts/bench-matching.mjs): published jobs of a few
 * hundred companies and students open to offers, each with a primary CV, made by the demo data's generators
 * and bulk inserts, plus the accounts the benchmark signs in as. Prints how long each step took.
 *
 * Run with Node 24 (type stripping), on PostgreSQL or on the embedded PGlite database:
 *   DATABASE_URL=postgres://… node apps/api/scripts/seed-bench-matching.ts --out FILE [options]
 *   DATA_DIR=<folder>         node apps/api/scripts/seed-bench-matching.ts --out FILE [options]
 *                             (PGlite in <folder>/db, where the server looks)
 * Options:
 *   --jobs N          published jobs (default: BENCH_MATCHING_JOBS or 100000), spread evenly over the companies
 *   --students N      students open to offers (default: BENCH_MATCHING_STUDENTS or 100000), the signed-in ones
 *                     included; each has a primary CV, some one or two more, as generateCvs writes them
 *   --companies N     companies, each created through the sign-up service (default 200)
 *   --accounts N      students and companies the benchmark signs in as (default 20 of each)
 *   --per-account N   CVs of each signed-in student, jobs of each signed-in company it ranks for (default 50)
 *   --seed N          generator seed (default 42)
 *   --out FILE        where to write what the benchmark needs, as JSON: per account its email, password and
 *                     CV or job ids; the counts and the timings
 *
 * Requests of the benchmark differ by CV or job, not by account: signing 100,000 people in over HTTP would
 * take longer than the benchmark. So each signed-in student owns `--per-account` CVs, written by the same
 * generator for as many different generated people (different fields, homes, universities, desired types,
 * places and dates), so the 1,000 CVs it ranks for are as varied as the 100,000 others; the first is the
 * student's primary CV. The signed-in companies are ordinary ones among the `--companies` (consecutive
 * ones, so each is in a different city), and the jobs ranked for are `--per-account` of each one's jobs.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { cvs, jobs, students } from "../src/db/schema/index.ts";
import { signUp } from "../src/modules/accounts/sign-up.ts";
import { generateCompanies } from "../src/demo/generate-companies.ts";
import { type BulkCv, type CvOwner, cvGenerator, generateCvs } from "../src/demo/generate-cvs.ts";
import { generateJobStream } from "../src/demo/generate-jobs.ts";
import { type DemoStudent, generateStudentStream, generateStudents } from "../src/demo/generate-students.ts";
import { type BulkAccount, insertAccountsInBulk } from "../src/demo/insert-accounts-in-bulk.ts";
import { insertCvsInBulk } from "../src/demo/insert-cvs-in-bulk.ts";
import { postgresPool } from "../src/db/copy-rows.ts";
import { deferIndexes } from "../src/db/deferred-indexes.ts";
import { insertJobsInBulk } from "../src/modules/jobs/insert-jobs-in-bulk.ts";
import {
  accountsSeedStart,
  BENCH_PASSWORD,
  benchDatabaseTarget,
  signUpCompanies,
  stepTimer,
  wholeNumberOption,
  withBenchDatabase,
} from "./lib/seed-kit.ts";

const SCRIPT = "seed-bench-matching";
/**
 * Students generated, inserted (a transaction each, see the foreign keys below) and given their CVs at a time:
 * a million students and their CVs are never held at once. PostgreSQL COPYs them (db/copy-rows.ts).
 */
const ACCOUNT_CHUNK = 5000;
const POSTGRES_ACCOUNT_CHUNK = 20_000;

const { values: args } = parseArgs({
  options: {
    jobs: { type: "string" },
    students: { type: "string" },
    companies: { type: "string", default: "200" },
    accounts: { type: "string", default: "20" },
    "per-account": { type: "string", default: "50" },
    seed: { type: "string", default: "42" },
    out: { type: "string" },
  },
});

const wholeNumber = wholeNumberOption(SCRIPT);

const jobCount = wholeNumber("--jobs", args.jobs ?? process.env.BENCH_MATCHING_JOBS ?? "100000", 1, 2_000_000);
const studentCount = wholeNumber(
  "--students",
  args.students ?? process.env.BENCH_MATCHING_STUDENTS ?? "100000",
  1,
  2_000_000,
);
const companyCount = wholeNumber("--companies", args.companies, 1, 900); // generateCompanies has ~900 names
const accountCount = wholeNumber("--accounts", args.accounts, 1, Math.min(companyCount, studentCount));
const perAccount = wholeNumber("--per-account", args["per-account"], 1, 1000);
const seed = wholeNumber("--seed", args.seed, 0, 2 ** 31);
if (!args.out) {
  console.error(`${SCRIPT}: --out FILE is required (the benchmark reads its accounts from it)`);
  process.exit(2);
}
if (Math.ceil(jobCount / companyCount) < perAccount) {
  console.error(`${SCRIPT}: ${jobCount} jobs of ${companyCount} companies are fewer than ${perAccount} each`);
  process.exit(2);
}

const target = benchDatabaseTarget(SCRIPT);
const { timings, step } = stepTimer();

/** How often each value occurs, most frequent first (for the summary of the ranked-for CVs and jobs). */
function tally(values: Iterable<string>): Record<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]));
}

const now = new Date();
const started = performance.now();
console.log(
  `Seeding ${jobCount.toLocaleString("en")} jobs of ${companyCount} companies and ${studentCount.toLocaleString("en")} ` +
    `students into ${target.label}`,
);
const summary = await withBenchDatabase(target, step, async (database) => {
  const { db } = database;
  const { geocoder, placeOf, passwordHash } = await accountsSeedStart(db);

  // ---- companies and jobs ------------------------------------------------------------------------------
  const demoCompanies = generateCompanies(companyCount);
  const generatorCompanies = await step("companiesMs", `${companyCount} companies (sign-up service)`, () =>
    signUpCompanies({ db, companies: demoCompanies, placeOf, passwordHash }),
  );
  const insertedJobs = await step("jobsMs", `${jobCount.toLocaleString("en")} jobs generated and inserted`, async () =>
    // Outside any transaction: it runs VACUUM ANALYZE at the end.
    insertJobsInBulk({
      db,
      jobs: await generateJobStream({ companies: generatorCompanies, count: jobCount, geocoder, seed, now }),
    }),
  );

  // ---- students and CVs --------------------------------------------------------------------------------
  const openToOffers = (student: DemoStudent): DemoStudent => ({ ...student, openToOffers: true });
  const ownerOf = async (id: string, student: DemoStudent): Promise<CvOwner> => ({
    id,
    name: student.name,
    fieldOfStudy: student.fieldOfStudy ?? null,
    degreeLevel: student.degreeLevel ?? null,
    university: student.university ?? null,
    expectedGraduation: student.expectedGraduation ?? null,
    home: await placeOf(student.city),
  });
  // Students would like to work where the companies are (as in the demo data).
  const companyPlaces = [
    ...new Map(generatorCompanies.flatMap((c) => (c.address ? [[c.address.id, c.address] as const] : []))).values(),
  ];

  // The signed-in students, through the sign-up service like a person.
  const signedIn = generateStudents({ count: accountCount, now, seed: seed + 1 }).map(openToOffers);
  const benchStudents = await step("benchStudentsMs", `${accountCount} students (sign-up service)`, async () => {
    const created: { id: string; email: string }[] = [];
    for (const [index, { city, ...student }] of signedIn.entries()) {
      const email = `bench-student-${index + 1}@bench.example`;
      const address = await placeOf(city);
      const { userId } = await signUp({
        db,
        input: { role: "student", ...student, email, password: BENCH_PASSWORD, address },
        passwordHash,
      });
      created.push({ id: userId, email });
    }
    return created;
  });

  // The CVs ranked for: one CV each of `accountCount * perAccount` generated people, handed out to the
  // signed-in students, the first of each their primary.
  const authors = generateStudents({ count: accountCount * perAccount, now, seed: seed + 3 });
  const authored = generateCvs({
    owners: await Promise.all(authors.map((author, index) => ownerOf(`author-${index}`, author))),
    places: companyPlaces,
    now,
    seed: seed + 4,
  }).filter((cv) => cv.fields.isPrimary);
  const benchCvs: BulkCv[] = authored.map((cv, index) => ({
    ...cv,
    studentId: benchStudents[Math.floor(index / perAccount)]!.id,
    fields: { ...cv.fields, isPrimary: index % perAccount === 0 },
  }));

  // Everyone else, in bulk (they share the password, so any could sign in too), a chunk of students and their
  // CVs at a time; on PostgreSQL into a CV table without its secondary indexes, built once at the end.
  const pool = postgresPool(db);
  // The matching postings of students (migration 0029) are filled by triggers as the CVs go in: theirs too.
  const restoreCvIndexes = pool ? await deferIndexes(pool, ["cvs", "student_match_postings"]) : null;
  const benchCvIds = await step("benchCvsMs", `${benchCvs.length} CVs of the signed-in students`, () =>
    insertCvsInBulk({ db, cvs: benchCvs }),
  );
  const bulkCount = studentCount - accountCount;
  const chunkSize = pool ? POSTGRES_ACCOUNT_CHUNK : ACCOUNT_CHUNK;
  const cvsOf = cvGenerator({ places: companyPlaces, now, seed: seed + 5 });
  let cvCount = benchCvs.length;
  await step("studentsMs", `${bulkCount.toLocaleString("en")} students and their CVs in bulk`, async () => {
    let chunk: DemoStudent[] = [];
    const flush = async () => {
      const accounts: BulkAccount[] = [];
      for (const { city, ...student } of chunk)
        accounts.push({ role: "student", ...student, address: await placeOf(city) });
      const ids = await insertAccountsInBulk({ db, accounts, passwordHash });
      // The foreign-key checks of the next chunk are planned with these statistics: with those of a table
      // of a few hundred users (what autovacuum saw on PostgreSQL) every inserted row scans the whole table.
      await db.execute(sql`analyze auth_users`);
      const owners = await Promise.all(chunk.map((student, index) => ownerOf(ids[index]!, student)));
      const cvsOfChunk = owners.flatMap((owner) => cvsOf(owner));
      await insertCvsInBulk({ db, cvs: cvsOfChunk });
      cvCount += cvsOfChunk.length;
      chunk = [];
    };
    for (const student of generateStudentStream({ count: bulkCount, now, seed: seed + 2 })) {
      chunk.push(openToOffers(student));
      if (chunk.length === chunkSize) await flush();
    }
    if (chunk.length > 0) await flush();
    await db.execute(sql`analyze students`);
  });
  if (restoreCvIndexes) await step("cvIndexesMs", "CV indexes built", restoreCvIndexes);

  // PGlite runs no autovacuum, and PostgreSQL's would come too late: statistics for the planner now.
  await step("analyzeMs", "vacuum analyze", () => db.execute(sql`vacuum analyze`));

  const benchCompanies = await step("benchJobsMs", `${perAccount} job ids of ${accountCount} companies`, async () => {
    const list = [];
    for (const [index, company] of generatorCompanies.slice(0, accountCount).entries()) {
      // Random UUIDs: the first ids are a random choice of the company's jobs.
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.companyId, company.id), eq(jobs.status, "published")))
        .orderBy(asc(jobs.id))
        .limit(perAccount);
      list.push({ email: demoCompanies[index]!.email, password: BENCH_PASSWORD, jobIds: rows.map((row) => row.id) });
    }
    return list;
  });

  const [publishedJobs] = await db.select({ n: count() }).from(jobs).where(eq(jobs.status, "published"));
  const [openStudents] = await db.select({ n: count() }).from(students).where(eq(students.openToOffers, true));
  const [primaryCvs] = await db
    .select({ n: count() })
    .from(cvs)
    .innerJoin(students, eq(students.id, cvs.studentId))
    .where(and(eq(cvs.isPrimary, true), eq(students.openToOffers, true)));

  // What the ranked-for CVs and jobs are like: they should be as varied as the rest.
  const jobIdSet = new Set(benchCompanies.flatMap((company) => company.jobIds));
  const benchJobRows = await db
    .select({ type: jobs.type, workMode: jobs.workMode, location: jobs.location })
    .from(jobs)
    .where(inArray(jobs.id, [...jobIdSet]));
  const variety = {
    cvs: {
      fieldsOfStudy: Object.keys(tally(authors.map((author) => author.fieldOfStudy ?? "-"))).length,
      homeCities: Object.keys(tally(authors.map((author) => author.city))).length,
      desiredTypes: tally(benchCvs.flatMap((cv) => cv.fields.desiredTypes)),
      willingToRelocate: benchCvs.filter((cv) => cv.fields.willingToRelocate).length,
      radiusKm: tally(benchCvs.map((cv) => String(cv.fields.radiusKm))),
    },
    jobs: {
      cities: Object.keys(tally(benchJobRows.map((row) => row.location?.city ?? "-"))).length,
      types: tally(benchJobRows.map((row) => row.type)),
      workModes: tally(benchJobRows.map((row) => row.workMode)),
    },
  };
  console.log(
    `  ranked-for CVs: ${benchCvIds.length} of ${variety.cvs.fieldsOfStudy} fields of study and ` +
      `${variety.cvs.homeCities} home cities, ${variety.cvs.willingToRelocate} willing to relocate, desired types ` +
      `${JSON.stringify(variety.cvs.desiredTypes)}`,
  );
  console.log(
    `  ranked-for jobs: ${jobIdSet.size} in ${variety.jobs.cities} cities, types ${JSON.stringify(variety.jobs.types)}, ` +
      `work modes ${JSON.stringify(variety.jobs.workModes)}`,
  );

  return {
    database: database.kind,
    seed,
    companyCount: generatorCompanies.length,
    jobs: publishedJobs?.n ?? 0,
    jobsInserted: insertedJobs,
    studentsOpenToOffers: openStudents?.n ?? 0,
    primaryCvsOpenToOffers: primaryCvs?.n ?? 0,
    cvs: cvCount,
    variety,
    signedInStudents: benchStudents.map((student, index) => ({
      email: student.email,
      password: BENCH_PASSWORD,
      cvIds: benchCvIds.slice(index * perAccount, (index + 1) * perAccount),
    })),
    signedInCompanies: benchCompanies,
    timings,
  };
});
timings.totalMs = Math.round(performance.now() - started);
console.log(
  `  total: ${(timings.totalMs / 1000).toFixed(1)} s (${summary.jobs} published jobs, ${summary.studentsOpenToOffers} ` +
    `students open to offers, ${summary.cvs} CVs)`,
);
writeFileSync(args.out, `${JSON.stringify(summary)}\n`);
