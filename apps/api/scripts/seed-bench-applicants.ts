/**
 * Fills an empty database for the applicants benchmark (scripts/bench-applicants.mjs): a few companies, each
 * with one job of `--applicants` applications (distinct students, each with the CV they applied with, spread
 * over every status, with their history and the matches shortlisting made) among other jobs, made by the demo
 * data's generators and bulk inserts. Prints how long each step took.
 *
 * Run with Node 24 (type stripping), on PostgreSQL or on the embedded PGlite database:
 *   DATABASE_URL=postgres://… node apps/api/scripts/seed-bench-applicants.ts --out FILE [options]
 *   DATA_DIR=<folder>         node apps/api/scripts/seed-bench-applicants.ts --out FILE [options]
 * Options:
 *   --jobs N          companies, each with one job of many applicants (default 5)
 *   --applicants N    applications of each of those jobs (default 1000)
 *   --students N      students (default 3000; at least --applicants); each job's applicants are a random
 *                     choice of them, so a student applies to several of the jobs
 *   --other-jobs N    further published jobs of the same companies, without applicants (default 200)
 *   --seed N          generator seed (default 7)
 *   --out FILE        where to write what the benchmark needs, as JSON: per company its email, password,
 *                     job id and the skills the job asks for; the counts and the timings
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { type ApplicationStatus, PIPELINE_STATUSES } from "@stint/shared/application-statuses";
import { type RejectReason } from "@stint/shared/applications";
import { count, eq, sql } from "drizzle-orm";
import { applicationEvents, applications, jobs, matches } from "../src/db/schema/index.ts";
import { generateCompanies } from "../src/demo/generate-companies.ts";
import { type CvOwner, generateCvs } from "../src/demo/generate-cvs.ts";
import { generateJobs, seededRandom } from "../src/demo/generate-jobs.ts";
import { generateStudents } from "../src/demo/generate-students.ts";
import { insertAccountsInBulk } from "../src/demo/insert-accounts-in-bulk.ts";
import { insertCvsInBulk } from "../src/demo/insert-cvs-in-bulk.ts";
import { insertJobsInBulk } from "../src/modules/jobs/insert-jobs-in-bulk.ts";
import { insertJsonRows } from "../src/demo/insert-json-rows.ts";
import {
  accountsSeedStart,
  BENCH_PASSWORD,
  benchDatabaseTarget,
  signUpCompanies,
  stepTimer,
  wholeNumberOption,
  withBenchDatabase,
} from "./lib/seed-kit.ts";

const SCRIPT = "seed-bench-applicants";
const DAY = 86_400_000;

const { values: args } = parseArgs({
  options: {
    jobs: { type: "string", default: "5" },
    applicants: { type: "string", default: "1000" },
    students: { type: "string", default: "3000" },
    "other-jobs": { type: "string", default: "200" },
    seed: { type: "string", default: "7" },
    out: { type: "string" },
  },
});

const wholeNumber = wholeNumberOption(SCRIPT);
const jobCount = wholeNumber("--jobs", args.jobs, 1, 100);
const applicantCount = wholeNumber("--applicants", args.applicants, 1, 100_000);
const studentCount = wholeNumber("--students", args.students, applicantCount, 1_000_000);
const otherJobs = wholeNumber("--other-jobs", args["other-jobs"], 0, 1_000_000);
const seed = wholeNumber("--seed", args.seed, 0, 2 ** 31);
if (!args.out) {
  console.error(`${SCRIPT}: --out FILE is required`);
  process.exit(2);
}
const target = benchDatabaseTarget(SCRIPT);
const { timings, step } = stepTimer();

const now = new Date();
const started = performance.now();
const random = seededRandom(seed);
const summary = await withBenchDatabase(target, step, async (database) => {
  const { db } = database;
  const { geocoder, placeOf, passwordHash } = await accountsSeedStart(db);

  // ---- companies (through sign-up, as the benchmark signs them in) and their jobs -------------------------
  const demoCompanies = generateCompanies(jobCount);
  const companies = await step("companiesMs", `${jobCount} companies`, () =>
    signUpCompanies({ db, companies: demoCompanies, placeOf, passwordHash }),
  );
  const generated = await generateJobs({ companies, count: jobCount + otherJobs, geocoder, seed, now });
  // The first job of each company (generateJobs deals them out in turn) gets the applicants.
  const allJobs = generated.map((job) => ({ ...job, id: crypto.randomUUID(), status: "published" as const }));
  const benchJobs = allJobs.slice(0, jobCount).map((job) => {
    // Published two months ago, so the applications can spread over weeks (and some be overdue).
    const publishedAt = new Date(now.getTime() - 60 * DAY);
    return Object.assign(job, { publishedAt, createdAt: new Date(publishedAt.getTime() - DAY) });
  });
  await step("jobsMs", `${allJobs.length} jobs`, () => insertJobsInBulk({ db, jobs: allJobs }));

  // ---- students and their CVs ------------------------------------------------------------------------
  const people = generateStudents({ count: studentCount, now, seed: seed + 1 });
  const studentIds = await step("studentsMs", `${studentCount.toLocaleString("en")} students`, async () => {
    const accounts = [];
    for (const { city, ...student } of people)
      accounts.push({ role: "student" as const, ...student, address: await placeOf(city) });
    const ids = await insertAccountsInBulk({ db, accounts, passwordHash });
    await db.execute(sql`analyze auth_users`);
    return ids;
  });
  const cvsOf = new Map<string, string[]>();
  await step("cvsMs", "CVs", async () => {
    const owners: CvOwner[] = await Promise.all(
      people.map(async (person, index) => ({
        id: studentIds[index]!,
        name: person.name,
        fieldOfStudy: person.fieldOfStudy ?? null,
        degreeLevel: person.degreeLevel ?? null,
        university: person.university ?? null,
        expectedGraduation: person.expectedGraduation ?? null,
        home: await placeOf(person.city),
      })),
    );
    const companyPlaces = companies.flatMap((company) => (company.address ? [company.address] : []));
    const cvs = generateCvs({ owners, places: companyPlaces, now, seed: seed + 2 });
    const ids = await insertCvsInBulk({ db, cvs });
    // The primary CV first (generateCvs writes it first).
    cvs.forEach((cv, index) => cvsOf.set(cv.studentId, [...(cvsOf.get(cv.studentId) ?? []), ids[index]!]));
  });

  // ---- applications, their history and matches --------------------------------------------------------
  const statusWeights: [ApplicationStatus, number][] = [
    ["applied", 30],
    ["reviewed", 20],
    ["shortlisted", 8],
    ["interview", 6],
    ["offer", 3],
    ["hired", 2],
    ["rejected", 24],
    ["withdrawn", 7],
  ];
  const reasons: RejectReason[] = ["skills-mismatch", "experience", "availability", "location", "other"];
  const rows = {
    applications: [] as (typeof applications.$inferInsert)[],
    events: [] as (typeof applicationEvents.$inferInsert)[],
    matches: [] as (typeof matches.$inferInsert)[],
  };
  for (const job of benchJobs) {
    for (const index of random.sample([...studentIds.keys()], applicantCount)) {
      const studentId = studentIds[index]!;
      const own = cvsOf.get(studentId)!;
      const cvId = own.length > 1 && random.chance(0.2) ? random.pick(own.slice(1)) : own[0]!;
      const status = random.weighted(statusWeights);
      const last =
        status === "rejected" || status === "withdrawn"
          ? random.pick(["applied", "reviewed", "shortlisted"] as const)
          : status;
      const path: ApplicationStatus[] = [...PIPELINE_STATUSES.slice(0, PIPELINE_STATUSES.indexOf(last as never) + 1)];
      if (status === "rejected" || status === "withdrawn") path.push(status);
      const id = crypto.randomUUID();
      const firstAt = job.publishedAt.getTime() + random.next() * 55 * DAY;
      const times = path.map(
        (_, step) => new Date(Math.min(now.getTime() - 60_000, firstAt + step * (1 + random.next() * 3) * DAY)),
      );
      let companyActedAt: Date | null = null;
      path.forEach((to, step) => {
        const by = step === 0 || to === "withdrawn" ? "student" : "company";
        if (by === "company") companyActedAt = times[step]!;
        rows.events.push({
          applicationId: id,
          fromStatus: step === 0 ? null : path[step - 1]!,
          toStatus: to,
          actorId: by === "student" ? studentId : job.companyId,
          actorRole: by,
          reasonCode: to === "rejected" ? random.pick(reasons) : null,
          reasonText: null,
          createdAt: times[step]!,
        });
      });
      rows.applications.push({
        id,
        jobId: job.id,
        companyId: job.companyId,
        studentId,
        cvId,
        note: null,
        status,
        reasonCode: (rows.events.at(-1)!.reasonCode ?? null) as RejectReason | null,
        reasonText: null,
        invitationId: null,
        createdAt: times[0]!,
        updatedAt: times.at(-1)!,
        companyActedAt,
      });
      const shortlistedAt = path.indexOf("shortlisted");
      if (shortlistedAt >= 0) {
        const ended = status === "rejected" || status === "withdrawn";
        rows.matches.push({
          jobId: job.id,
          companyId: job.companyId,
          studentId,
          applicationId: id,
          source: "shortlisted",
          startDate: job.fields.startDate,
          createdAt: times[shortlistedAt]!,
          updatedAt: times.at(-1)!,
          endedAt: ended ? times.at(-1)! : null,
        });
      }
    }
  }
  await step("applicationsMs", `${rows.applications.length.toLocaleString("en")} applications`, () =>
    db.transaction(async (tx) => {
      for (const [table, list] of [
        [applications, rows.applications],
        [matches, rows.matches],
        [applicationEvents, rows.events.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime())],
      ] as const) {
        for (let start = 0; start < list.length; start += 2000) {
          await insertJsonRows({
            db: tx,
            table: table as typeof applications,
            rows: list.slice(start, start + 2000) as never,
          });
        }
      }
    }),
  );
  await step("analyzeMs", "vacuum analyze", () => db.execute(sql`vacuum analyze`));

  const byStatus = await db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .groupBy(applications.status);
  const [jobTotal] = await db.select({ n: count() }).from(jobs).where(eq(jobs.status, "published"));
  return {
    database: database.kind,
    jobs: jobTotal?.n ?? 0,
    students: studentCount,
    applicantsPerJob: applicantCount,
    applications: rows.applications.length,
    byStatus: Object.fromEntries(byStatus.map((row) => [row.status, row.n])),
    // Each job's applications as the list orders them (newest first, then by id), with what its filters read,
    // so the benchmark can ask for every page of a filtered list without walking to it first.
    applicationsByJob: Object.fromEntries(
      benchJobs.map((job) => [
        job.id,
        rows.applications
          .filter((row) => row.jobId === job.id)
          .map((row) => ({
            id: row.id!,
            status: row.status!,
            createdAt: row.createdAt!.getTime(),
            companyActedAt: row.companyActedAt?.getTime() ?? null,
          }))
          .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)),
      ]),
    ),
    companies: benchJobs.map((job, index) => ({
      email: demoCompanies[index]!.email,
      password: BENCH_PASSWORD,
      jobId: job.id,
      requiredSkillIds: job.fields.requiredSkills.map((ref) => ref.skillId),
      niceSkillIds: job.fields.niceToHaveSkills.map((ref) => ref.skillId),
    })),
    timings,
  };
});
timings.totalMs = Math.round(performance.now() - started);
console.log(`  total: ${(timings.totalMs / 1000).toFixed(1)} s`);
writeFileSync(args.out, `${JSON.stringify(summary)}\n`);
