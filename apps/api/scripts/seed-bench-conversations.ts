/**
 * Fills an empty database for the conversations benchmark (scripts/bench-conversations.mjs): `--companies`
 * companies, each with one job and a conversation with each of `--conversations` students (two messages each:
 * an inbox of that many conversations), and `--long` of those conversations per company with `--messages`
 * messages. Prints how long each step took.
 *
 * Run with Node 24 (type stripping), on PostgreSQL or on the embedded PGlite database:
 *   DATABASE_URL=postgres://… node apps/api/scripts/seed-bench-conversations.ts --out FILE [options]
 *   DATA_DIR=<folder>         node apps/api/scripts/seed-bench-conversations.ts --out FILE [options]
 * Options:
 *   --companies N       companies (default 3)
 *   --conversations N   conversations of each company, one per student (default 5000)
 *   --long N            conversations of each company with many messages (default 3)
 *   --messages N        messages of each long conversation (default 2000)
 *   --seed N            generator seed (default 7)
 *   --out FILE          what the benchmark needs, as JSON: per company its email, password, the inbox's page
 *                       cursors, and its long conversations with the ids of every 50th message
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { conversationJobs, conversations, messages } from "../src/db/schema/index.ts";
import { generateCompanies } from "../src/demo/generate-companies.ts";
import { generateJobs } from "../src/demo/generate-jobs.ts";
import { generateStudents } from "../src/demo/generate-students.ts";
import { insertAccountsInBulk } from "../src/demo/insert-accounts-in-bulk.ts";
import { insertJsonRows } from "../src/demo/insert-json-rows.ts";
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

const SCRIPT = "seed-bench-conversations";
const PAGE = 50;
const INBOX_PAGE = 20;
const BATCH = 5000;

const { values: args } = parseArgs({
  options: {
    companies: { type: "string", default: "3" },
    conversations: { type: "string", default: "5000" },
    long: { type: "string", default: "3" },
    messages: { type: "string", default: "2000" },
    seed: { type: "string", default: "7" },
    out: { type: "string" },
  },
});
const wholeNumber = wholeNumberOption(SCRIPT);
const companyCount = wholeNumber("--companies", args.companies, 1, 50);
const conversationCount = wholeNumber("--conversations", args.conversations, 1, 100_000);
const longCount = wholeNumber("--long", args.long, 0, conversationCount);
const messageCount = wholeNumber("--messages", args.messages, 1, 100_000);
const seed = wholeNumber("--seed", args.seed, 0, 2 ** 31);
if (!args.out) {
  console.error(`${SCRIPT}: --out FILE is required`);
  process.exit(2);
}
const target = benchDatabaseTarget(SCRIPT);
const { timings, step } = stepTimer();
const now = new Date();
const started = performance.now();

async function insertAll<T extends Parameters<typeof insertJsonRows>[0]["table"]>(
  db: Parameters<typeof insertJsonRows>[0]["db"],
  table: T,
  rows: T["$inferInsert"][],
) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insertJsonRows({ db, table, rows: rows.slice(start, start + BATCH) });
  }
}

const summary = await withBenchDatabase(target, step, async (database) => {
  const { db } = database;
  const { geocoder, placeOf, passwordHash } = await accountsSeedStart(db);

  const demoCompanies = generateCompanies(companyCount);
  const companies = await step("companiesMs", `${companyCount} companies`, () =>
    signUpCompanies({ db, companies: demoCompanies, placeOf, passwordHash }),
  );
  const generated = await generateJobs({ companies, count: companyCount, geocoder, seed, now });
  const jobRows = generated.map((job) => ({ ...job, id: crypto.randomUUID(), status: "published" as const }));
  await step("jobsMs", `${jobRows.length} jobs`, () => insertJobsInBulk({ db, jobs: jobRows }));

  const people = generateStudents({ count: conversationCount, now, seed: seed + 1 });
  const studentIds = await step("studentsMs", `${conversationCount.toLocaleString("en")} students`, async () => {
    const accounts = [];
    for (const { city, ...student } of people)
      accounts.push({ role: "student" as const, ...student, address: await placeOf(city) });
    return insertAccountsInBulk({ db, accounts, passwordHash });
  });

  // Every company talks with every student: two messages each, a minute apart, spread over a year.
  const conversationRows: (typeof conversations.$inferInsert)[] = [];
  const jobLinks: (typeof conversationJobs.$inferInsert)[] = [];
  const messageRows: (typeof messages.$inferInsert)[] = [];
  const longIds = new Map<string, string[]>();
  companies.forEach((company, c) => {
    const job = jobRows[c]!;
    const long: string[] = [];
    studentIds.forEach((studentId, s) => {
      const id = crypto.randomUUID();
      const at = now.getTime() - (s * 365 * 86_400_000) / conversationCount;
      conversationRows.push({ id, companyId: company.id, studentId, createdAt: new Date(at - 86_400_000) });
      jobLinks.push({ conversationId: id, jobId: job.id, reason: "application" });
      const many = s < longCount ? messageCount : 2;
      if (many > 2) long.push(id);
      for (let m = 0; m < many; m++) {
        messageRows.push({
          conversationId: id,
          senderId: m % 2 === 0 ? studentId : company.id,
          body:
            m % 2 === 0 ? `Message ${m + 1}: thank you for the invitation, I would love to talk.` : `Reply ${m + 1}`,
          sentAt: new Date(at - (many - m) * 60_000),
        });
      }
    });
    longIds.set(company.id, long);
  });
  await step("conversationsMs", `${conversationRows.length.toLocaleString("en")} conversations`, () =>
    db.transaction(async (tx) => {
      await insertAll(tx, conversations, conversationRows);
      await insertAll(tx, conversationJobs, jobLinks);
    }),
  );
  // In time order, so `seq` follows `sent_at` as it does when messages are sent.
  messageRows.sort((a, b) => a.sentAt!.getTime() - b.sentAt!.getTime());
  await step("messagesMs", `${messageRows.length.toLocaleString("en")} messages`, () =>
    db.transaction((tx) => insertAll(tx, messages, messageRows)),
  );
  await step("lastMessageMs", "last messages and read marks", () =>
    db.execute(sql`update conversations c set
      last_seq = m.seq, last_message_at = m.sent_at, last_preview = left(m.body, 140), last_sender_id = m.sender_id,
      company_read_seq = m.seq - 1, student_read_seq = m.seq, company_unread = case when m.sender_id = c.student_id then 1 else 0 end
      from (select distinct on (conversation_id) conversation_id, seq, sent_at, body, sender_id
            from messages order by conversation_id, seq desc) m
      where m.conversation_id = c.id`),
  );
  await step("analyzeMs", "vacuum analyze", () => db.execute(sql`vacuum analyze`));

  const perCompany = [];
  for (const [index, company] of companies.entries()) {
    const inbox = await db
      .select({ lastSeq: conversations.lastSeq })
      .from(conversations)
      .where(eq(conversations.companyId, company.id))
      .orderBy(sql`${conversations.lastSeq} desc`);
    // The cursor of each inbox page: the last_seq of the page before's last row.
    const pageCursors = inbox
      .map((row, i) => ((i + 1) % INBOX_PAGE === 0 ? String(row.lastSeq) : null))
      .filter((cursor): cursor is string => cursor !== null);
    const long = longIds.get(company.id) ?? [];
    const longMessages =
      long.length === 0
        ? []
        : await db
            .select({ id: messages.id, conversationId: messages.conversationId })
            .from(messages)
            .where(inArray(messages.conversationId, long))
            .orderBy(asc(messages.seq));
    perCompany.push({
      email: demoCompanies[index]!.email,
      password: BENCH_PASSWORD,
      inboxCursors: pageCursors,
      long: long.map((id) => {
        const ids = longMessages.filter((row) => row.conversationId === id).map((row) => row.id);
        return { id, before: ids.filter((_, i) => i > 0 && i % PAGE === 0) };
      }),
    });
  }
  return {
    database: database.kind,
    companies: companyCount,
    conversationsPerCompany: conversationCount,
    longPerCompany: longCount,
    messagesPerLong: messageCount,
    messages: messageRows.length,
    perCompany,
    timings,
  };
});
timings.totalMs = Math.round(performance.now() - started);
console.log(`  total: ${(timings.totalMs / 1000).toFixed(1)} s`);
writeFileSync(args.out, `${JSON.stringify(summary)}\n`);
