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
import { hashPassword } from "better-auth/crypto";
import { count } from "drizzle-orm";
import { notifications, users } from "../src/db/schema/index.ts";
import { generateStudents } from "../src/demo/generate-students.ts";
import { type BulkAccount, insertAccountsInBulk } from "../src/demo/insert-accounts-in-bulk.ts";
import { createGazetteerGeocoder } from "../src/modules/places/gazetteer-geocoder.ts";
import {
  BENCH_PASSWORD,
  benchDatabaseTarget,
  placeLookup,
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
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) throw new Error(`the database already holds ${existing!.n} users; seed an empty one`);
  const placeOf = placeLookup(createGazetteerGeocoder());
  const passwordHash = await hashPassword(BENCH_PASSWORD);
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
