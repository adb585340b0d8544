/**
 * The job alerts' benchmark in process (scripts/bench-alerts.mjs runs it): what the outbox handler of
 * `job.published` does for one newly published job (modules/job-alerts/match-published-job.ts), and the time
 * sweep's daily digest run over every alert (deliver-digests.ts), on a database of published jobs, students
 * and their alerts.
 *
 * Run with Node 24 (type stripping), on PostgreSQL or on the embedded PGlite database:
 *   DATABASE_URL=postgres://… node apps/api/scripts/bench-job-alerts.ts seed    --out FILE [options]
 *   DATA_DIR=<folder>         node apps/api/scripts/bench-job-alerts.ts measure --seeded FILE --out FILE [options]
 *
 * seed: 200 companies, `--jobs` published jobs (the demo's generator), `--students` students (bulk, no CVs) and
 *   `--alerts` alerts of a quarter of the students (one to four each), their searches drawn from what the jobs
 *   hold: title words, skills, cities with a radius, job types and work modes, minimum pay (KINDS: most a role word,
 *   a type and a place, few broad); one in 5,000 has no words and no filter (any job). Frequencies: instant 25 %, daily 40 %, weekly 25 %, in-app 10 %;
 *   5 % paused. A daily alert's next digest falls within the next day, a weekly one's within the next week
 *   (alerts are made at every hour). Keys are written by the service's own function (searchAnchors).
 * measure: `--new-jobs` more jobs (another seed of the generator), published now, then for each in turn the
 *   handler's work in a transaction of its own, as the outbox worker runs it (the first `--warm-up` not counted:
 *   a running server has parsed most searches before); then the sweep a day later (every daily alert due, a
 *   seventh of the weekly ones), with the hits those jobs made: the day's new jobs as alerts see them.
 */
import { writeFileSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { type JobAlertFrequency, jobAlertSearchSchema } from "@stint/shared/job-alerts";
import { JOB_TYPES } from "@stint/shared/jobs";
import type { Place } from "@stint/shared/place";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../src/db/client.ts";
import { jobAlertHits, jobAlertKeys, jobAlerts, outboxEvents, students } from "../src/db/schema/index.ts";
import { generateCompanies } from "../src/demo/generate-companies.ts";
import { type GeneratorCompany, generateJobStream, seededRandom } from "../src/demo/generate-jobs.ts";
import { generateStudentStream, type DemoStudent } from "../src/demo/generate-students.ts";
import { type BulkAccount, insertAccountsInBulk } from "../src/demo/insert-accounts-in-bulk.ts";
import { sweepJobAlertDigests } from "../src/modules/job-alerts/deliver-digests.ts";
import { deliverFoundHits, matchPublishedJob } from "../src/modules/job-alerts/match-published-job.ts";
import { type BulkJob, insertJobsInBulk } from "../src/modules/jobs/insert-jobs-in-bulk.ts";
import { searchAnchors } from "../src/modules/jobs/search/search-jobs.ts";
import { TextQueryParser } from "../src/modules/jobs/search/index/text-query.ts";
import { LexemeFrequencies } from "../src/modules/jobs/search/lexeme-frequencies.ts";
import { createGazetteerGeocoder } from "../src/modules/places/gazetteer-geocoder.ts";
import { postgresPool } from "../src/db/copy-rows.ts";
import {
  accountsSeedStart,
  benchDatabaseTarget,
  signUpCompanies,
  stepTimer,
  wholeNumberOption,
  withBenchDatabase,
} from "./lib/seed-kit.ts";

const SCRIPT = "bench-job-alerts";
const DAY_MS = 86_400_000;
const ACCOUNT_CHUNK = 5_000;
const POSTGRES_ACCOUNT_CHUNK = 20_000;
const ALERT_BATCH = 1_000;

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    jobs: { type: "string", default: "100000" },
    students: { type: "string", default: "100000" },
    alerts: { type: "string", default: "50000" },
    "new-jobs": { type: "string", default: "300" },
    "warm-up": { type: "string", default: "20" },
    seed: { type: "string", default: "42" },
    seeded: { type: "string" },
    out: { type: "string" },
  },
});
const phase = positionals[0];
if ((phase !== "seed" && phase !== "measure") || !args.out || (phase === "measure" && !args.seeded)) {
  console.error(`${SCRIPT}: seed --out FILE, or measure --seeded FILE --out FILE`);
  process.exit(2);
}
const wholeNumber = wholeNumberOption(SCRIPT);
const seed = wholeNumber("--seed", args.seed, 0, 2 ** 31);
const target = benchDatabaseTarget(SCRIPT);
const { timings, step } = stepTimer();

type Seeded = {
  madeAt: string;
  jobs: number;
  students: number;
  alerts: number;
  companies: GeneratorCompany[];
  mix: Record<string, number>;
  frequencies: Record<string, number>;
  keysPerAlert: number;
  anyJobAlerts: number;
  timings: Record<string, number>;
};

// ---- seed ------------------------------------------------------------------------------------------------

/** What the jobs hold that people search for: title words (by how often they occur), skills, places. */
type Vocabulary = { words: string[]; distinctWords: string[]; skills: string[]; places: Place[] };

// The words the generator adds for the job type and level: a search for the type is the type filter.
const STOP_WORDS = new Set([
  "and",
  "with",
  "for",
  "the",
  "intern",
  "internship",
  "working",
  "student",
  "part",
  "time",
  "junior",
  "graduate",
  "senior",
]);

function collectVocabulary(jobs: Iterable<BulkJob>, into: Vocabulary): Iterable<BulkJob> {
  const places = new Map<string, Place>();
  return {
    *[Symbol.iterator]() {
      for (const job of jobs) {
        // Every occurrence: a word many titles hold is drawn as often as people would type it.
        if (into.words.length < 200_000) {
          for (const word of job.fields.title.toLowerCase().split(/[\s,/()–-]+/)) {
            if (word.length >= 3 && !STOP_WORDS.has(word) && /^\p{L}+$/u.test(word)) into.words.push(word);
          }
          for (const skill of job.fields.requiredSkills) into.skills.push(skill.skillId);
        }
        const place = job.fields.location;
        if (place && !places.has(place.city)) {
          places.set(place.city, place);
          into.places.push(place);
        }
        yield job;
      }
    },
  };
}

/**
 * The mix of searches, by weight: most name a role word, a place and a job type (what a student looking for work
 * where they live or study types), a few are broader (words or skills alone, a job type alone), a handful take any
 * job. Per job this gives tens to a few hundred hits. (The first mix, words or types alone one time in five, gave
 * each job about 1,000: 2 % of all alerts.)
 */
const KINDS: [string, number][] = [
  ["words + type + place", 55],
  ["words + place", 15],
  ["skills + place", 8],
  ["type + place", 6],
  ["words + type", 6],
  ["remote + words", 5],
  ["words + pay", 3],
  ["words", 1.5],
  ["skills", 0.4],
  ["type", 0.05],
  ["any job", 0.02],
];

/** One alert's search as the URL gives it, and what kind of mix it is. */
function drawSearch(random: ReturnType<typeof seededRandom>, vocabulary: Vocabulary) {
  // Half the words as often as titles hold them, half any of the distinct ones.
  const word = () => random.pick(random.chance(0.5) ? vocabulary.words : vocabulary.distinctWords);
  const words = () => (random.chance(0.6) ? word() : `${word()} ${word()}`);
  const skills = () => [...new Set([random.pick(vocabulary.skills), random.pick(vocabulary.skills)])].join(",");
  const type = () => random.pick(JOB_TYPES);
  const near = () => {
    const p = random.pick(vocabulary.places);
    return { near: `${p.lat.toFixed(4)},${p.lon.toFixed(4)}`, radiusKm: String(random.pick([10, 25, 30, 50, 100])) };
  };
  const kind = random.weighted(KINDS);
  const params = ((): Record<string, string> => {
    switch (kind) {
      case "words + type + place":
        return { q: words(), type: type(), ...near() };
      case "words + place":
        return { q: words(), ...near() };
      case "type + place":
        return { type: type(), ...near() };
      case "place":
        return near();
      case "skills + place":
        return { skills: skills(), ...near() };
      case "words":
        return { q: words() };
      case "words + type":
        return { q: words(), type: type() };
      case "skills":
        return { skills: skills() };
      case "remote + words":
        return { q: words(), workMode: "remote" };
      case "words + pay":
        return { q: words(), minPay: String(random.pick([20_000, 30_000, 45_000])) };
      case "type":
        return { type: type() };
      default:
        return {};
    }
  })();
  return { kind, params };
}

const FREQUENCIES: [JobAlertFrequency, number][] = [
  ["instant", 25],
  ["daily", 40],
  ["weekly", 25],
  ["in-app", 10],
];

async function insertAlerts(options: {
  db: Db;
  studentIds: string[];
  alertCount: number;
  vocabulary: Vocabulary;
  now: Date;
}): Promise<Pick<Seeded, "mix" | "frequencies" | "keysPerAlert" | "anyJobAlerts">> {
  const { db, studentIds, alertCount, vocabulary, now } = options;
  const random = seededRandom(seed + 7);
  const words = { parser: new TextQueryParser(), frequencies: new LexemeFrequencies() };
  const mix: Record<string, number> = {};
  const frequencies: Record<string, number> = {};
  let keys = 0;
  let anyJob = 0;
  // A quarter of the students keep alerts, one to four each.
  const owners = studentIds.filter(() => random.chance(0.25));
  let made = 0;
  let batch: (typeof jobAlerts.$inferInsert)[] = [];
  let batchKeys: { key: string; alertIndex: number }[] = [];
  const flush = async () => {
    const ids = await db.insert(jobAlerts).values(batch).returning({ id: jobAlerts.id });
    const rows = batchKeys.map(({ key, alertIndex }) => ({ key, alertId: ids[alertIndex]!.id }));
    for (let start = 0; start < rows.length; start += 5_000)
      await db.insert(jobAlertKeys).values(rows.slice(start, start + 5_000));
    batch = [];
    batchKeys = [];
  };
  for (let owner = 0; made < alertCount; owner = (owner + 1) % owners.length) {
    const alertsOfOwner = 1 + Math.floor(random.next() * 4);
    for (let i = 0; i < alertsOfOwner && made < alertCount; i++, made++) {
      const { kind, params } = drawSearch(random, vocabulary);
      const search = jobAlertSearchSchema.parse(params);
      const frequency = random.weighted(FREQUENCIES);
      const anchors = await searchAnchors(db, words, search);
      if (anchors.includes("*")) anyJob++;
      mix[kind] = (mix[kind] ?? 0) + 1;
      frequencies[frequency] = (frequencies[frequency] ?? 0) + 1;
      keys += anchors.length;
      const createdAt = new Date(now.getTime() - random.next() * 90 * DAY_MS);
      const period = frequency === "daily" ? DAY_MS : frequency === "weekly" ? 7 * DAY_MS : 0;
      for (const key of anchors) batchKeys.push({ key, alertIndex: batch.length });
      batch.push({
        studentId: owners[owner]!,
        name: `Alert ${made + 1}`,
        frequency,
        search,
        placeLabel: search.near ? "Somewhere" : null,
        paused: random.chance(0.05),
        digestDueAt: new Date(now.getTime() + random.next() * period),
        createdAt,
        updatedAt: createdAt,
      });
      if (batch.length === ALERT_BATCH) await flush();
    }
  }
  if (batch.length > 0) await flush();
  return { mix, frequencies, keysPerAlert: keys / Math.max(1, made), anyJobAlerts: anyJob };
}

async function seedDatabase(): Promise<Seeded> {
  const jobCount = wholeNumber("--jobs", args.jobs, 1_000, 2_000_000);
  const studentCount = wholeNumber("--students", args.students, 100, 2_000_000);
  const alertCount = wholeNumber("--alerts", args.alerts, 1, 2_000_000);
  const now = new Date();
  const started = performance.now();
  console.log(
    `Seeding ${jobCount.toLocaleString("en")} jobs, ${studentCount.toLocaleString("en")} students and ` +
      `${alertCount.toLocaleString("en")} alerts into ${target.label}`,
  );
  const seeded = await withBenchDatabase(target, step, async (database) => {
    const { db } = database;
    const { geocoder, placeOf, passwordHash } = await accountsSeedStart(db);
    const companies = await step("companiesMs", "200 companies (sign-up service)", () =>
      signUpCompanies({ db, companies: generateCompanies(200), placeOf, passwordHash }),
    );
    const vocabulary: Vocabulary = { words: [], distinctWords: [], skills: [], places: [] };
    await step("jobsMs", `${jobCount.toLocaleString("en")} jobs generated and inserted`, async () =>
      insertJobsInBulk({
        db,
        jobs: collectVocabulary(
          await generateJobStream({ companies, count: jobCount, geocoder, seed, now }),
          vocabulary,
        ),
      }),
    );
    vocabulary.distinctWords = [...new Set(vocabulary.words)];
    const pool = postgresPool(db);
    const chunkSize = pool ? POSTGRES_ACCOUNT_CHUNK : ACCOUNT_CHUNK;
    const studentIds: string[] = [];
    await step("studentsMs", `${studentCount.toLocaleString("en")} students in bulk`, async () => {
      let chunk: BulkAccount[] = [];
      const flush = async () => {
        studentIds.push(...(await insertAccountsInBulk({ db, accounts: chunk, passwordHash })));
        // The next chunk's foreign-key checks are planned with these statistics (see seed-bench-matching.ts).
        await db.execute(sql`analyze auth_users`);
        chunk = [];
      };
      for (const { city, ...student } of generateStudentStream({ count: studentCount, now, seed: seed + 2 })) {
        chunk.push({ role: "student", ...(student as Omit<DemoStudent, "city">), address: await placeOf(city) });
        if (chunk.length === chunkSize) await flush();
      }
      if (chunk.length > 0) await flush();
      await db.execute(sql`analyze students`);
    });
    const alerts = await step("alertsMs", `${alertCount.toLocaleString("en")} alerts and their keys`, () =>
      insertAlerts({ db, studentIds, alertCount, vocabulary, now }),
    );
    await step("analyzeMs", "vacuum analyze", () => db.execute(sql`vacuum analyze`));
    const [studentRows] = await db.select({ n: count() }).from(students);
    return {
      madeAt: now.toISOString(),
      jobs: jobCount,
      students: studentRows?.n ?? 0,
      alerts: alertCount,
      companies,
      ...alerts,
      timings,
    };
  });
  timings.totalMs = Math.round(performance.now() - started);
  console.log(`  total: ${(timings.totalMs / 1000).toFixed(1)} s`);
  return seeded;
}

// ---- measure ---------------------------------------------------------------------------------------------

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;

async function measure(seeded: Seeded) {
  const newJobs = wholeNumber("--new-jobs", args["new-jobs"], 10, 100_000);
  const warmUp = wholeNumber("--warm-up", args["warm-up"], 0, newJobs - 1);
  return withBenchDatabase(target, step, async (database) => {
    const { db } = database;
    const now = new Date();
    const geocoder = createGazetteerGeocoder();
    // Published now, by the same companies: what the handler is asked about after each publish.
    const jobs = [
      ...(await generateJobStream({ companies: seeded.companies, count: newJobs, geocoder, seed: seed + 100, now })),
    ].map((job) => ({ ...job, id: crypto.randomUUID(), createdAt: now, publishedAt: now, updatedAt: now }));
    await step("newJobsMs", `${newJobs} new jobs inserted`, () => insertJobsInBulk({ db, jobs }));

    const parser = new TextQueryParser();
    const times: number[] = [];
    const hits: number[] = [];
    const deliverTimes: number[] = [];
    await step("matchMs", `${newJobs} new jobs matched against every alert, one at a time`, async () => {
      for (const [index, job] of jobs.entries()) {
        const started = performance.now();
        const found = await db.transaction((tx) => matchPublishedJob({ tx, parser, jobId: job.id, now }));
        const ms = performance.now() - started;
        // The instant and in-app alerts' telling, the `job-alert.hits-found` event's handler, timed apart.
        const delivering = performance.now();
        await db.transaction((tx) => deliverFoundHits({ tx, jobId: job.id, now }));
        const deliverMs = performance.now() - delivering;
        if (index >= warmUp) {
          times.push(ms);
          hits.push(found);
          deliverTimes.push(deliverMs);
        }
      }
    });
    const sorted = [...times].sort((a, b) => a - b);
    const sortedHits = [...hits].sort((a, b) => a - b);
    const sortedDeliver = [...deliverTimes].sort((a, b) => a - b);

    // A day on: every daily alert's digest is due, and a seventh of the weekly ones'.
    const sweepAt = new Date(now.getTime() + DAY_MS + 60_000);
    const [pending] = await db
      .select({ alerts: sql<number>`count(distinct ${jobAlertHits.alertId})::int`, hits: count() })
      .from(jobAlertHits)
      .where(isNull(jobAlertHits.deliveredAt));
    const [due] = await db
      .select({ n: count() })
      .from(jobAlerts)
      .where(
        and(
          sql`not ${jobAlerts.paused} and ${jobAlerts.frequency} in ('daily', 'weekly')`,
          sql`${jobAlerts.digestDueAt} <= ${sweepAt.toISOString()}::timestamptz`,
        ),
      );
    const [mailsBefore] = await db
      .select({ n: count() })
      .from(outboxEvents)
      .where(eq(outboxEvents.kind, "job-alert.mail"));
    const sweepStarted = performance.now();
    const digests = await sweepJobAlertDigests({ db, now: sweepAt });
    const sweepMs = performance.now() - sweepStarted;
    const [mailsAfter] = await db
      .select({ n: count() })
      .from(outboxEvents)
      .where(eq(outboxEvents.kind, "job-alert.mail"));
    const [left] = await db.select({ n: count() }).from(jobAlertHits).where(isNull(jobAlertHits.deliveredAt));
    // A second run finds nothing due: its cost is what every later sweep of the day pays.
    const idleStarted = performance.now();
    const again = await sweepJobAlertDigests({ db, now: sweepAt });
    const idleSweepMs = performance.now() - idleStarted;
    return {
      database: database.kind,
      newJobs,
      warmUp,
      match: {
        jobs: times.length,
        p50Ms: percentile(sorted, 0.5),
        p95Ms: percentile(sorted, 0.95),
        p99Ms: percentile(sorted, 0.99),
        maxMs: sorted.at(-1),
        meanMs: times.reduce((sum, ms) => sum + ms, 0) / Math.max(1, times.length),
        hitsTotal: hits.reduce((sum, n) => sum + n, 0),
        hitsP50: percentile(sortedHits, 0.5),
        hitsP95: percentile(sortedHits, 0.95),
        hitsMax: sortedHits.at(-1),
        deliverP50Ms: percentile(sortedDeliver, 0.5),
        deliverP95Ms: percentile(sortedDeliver, 0.95),
      },
      sweep: {
        pendingAlerts: pending?.alerts ?? 0,
        pendingHits: pending?.hits ?? 0,
        dueAlerts: due?.n ?? 0,
        digests,
        mailEvents: (mailsAfter?.n ?? 0) - (mailsBefore?.n ?? 0),
        sweepMs,
        pendingHitsLeft: left?.n ?? 0,
        idleSweepMs,
        idleDigests: again,
      },
      timings,
    };
  });
}

if (phase === "seed") {
  const seeded = await seedDatabase();
  writeFileSync(args.out, `${JSON.stringify(seeded)}\n`);
} else {
  const seeded = JSON.parse(readFileSync(args.seeded!, "utf8")) as Seeded;
  const result = await measure(seeded);
  writeFileSync(args.out, `${JSON.stringify(result)}\n`);
}
