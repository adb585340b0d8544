/**
 * Seeds what the live section of `npm run bench` (scripts/bench-live.mjs) needs: `--accounts` students (100 by
 * default) who can sign in with the bench password, each with one notification (marking it read publishes a
 * live event to its owner, the event the benchmark times).
 *
 *   DATABASE_URL=postgres://… node apps/api/scripts/seed-bench-live.ts --out FILE [--accounts N]
 *   DATA_DIR=<folder>         node apps/api/scripts/seed-bench-live.ts --out FILE [--accounts N]
 *
 * --out FILE: JSON with per account its email, password and notification id.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { notifications } from "../src/db/schema/index.ts";
import { generateStudents } from "../src/demo/generate-students.ts";
import { type BulkAccount, insertAccountsInBulk } from "../src/demo/insert-accounts-in-bulk.ts";
import {
  accountsSeedStart,
  BENCH_PASSWORD,
  benchDatabaseTarget,
  stepTimer,
  wholeNumberOption,
  withBenchDatabase,
} from "./lib/seed-kit.ts";

const SCRIPT = "seed-bench-live";
const { values: args } = parseArgs({
  options: { accounts: { type: "string", default: "100" }, out: { type: "string" } },
});
const accountCount = wholeNumberOption(SCRIPT)("--accounts", args.accounts, 1, 10_000);
if (!args.out) {
  console.error(`${SCRIPT}: --out FILE is required`);
  process.exit(2);
}
const { step } = stepTimer();
const summary = await withBenchDatabase(benchDatabaseTarget(SCRIPT), step, async ({ db }) => {
  const { placeOf, passwordHash } = await accountsSeedStart(db);
  const people = generateStudents({ count: accountCount, now: new Date(), seed: 11 });
  const accounts: BulkAccount[] = [];
  for (const { city, ...student } of people)
    accounts.push({ role: "student" as const, ...student, address: await placeOf(city) });
  const ids = await step("studentsMs", `${accountCount} students`, () =>
    insertAccountsInBulk({ db, accounts, passwordHash }),
  );
  const notes = await db
    .insert(notifications)
    .values(ids.map((recipientId) => ({ recipientId, kind: "match.updated" as const, payload: { title: "Bench" } })))
    .returning({ id: notifications.id, recipientId: notifications.recipientId });
  const noteOf = new Map(notes.map((note) => [note.recipientId, note.id]));
  return {
    accounts: ids.map((id, index) => ({
      email: people[index]!.email,
      password: BENCH_PASSWORD,
      notificationId: noteOf.get(id)!,
    })),
  };
});
writeFileSync(args.out, `${JSON.stringify(summary)}\n`);
