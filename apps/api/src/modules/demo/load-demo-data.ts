import { hashPassword } from "better-auth/crypto";
import { count } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { users } from "../../db/schema/index.ts";
import { signUp } from "../accounts/sign-up.ts";
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_STUDENTS } from "./demo-accounts.ts";

/** Fills an empty database with demo accounts and prints how to sign in; does nothing otherwise. */
export async function loadDemoData(options: { deps: Pick<AppDeps, "database" | "geocoder" | "logger"> }) {
  const { database, geocoder, logger } = options.deps;
  const db = database.db;
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return;

  const placeOf = async (city: string) => (await geocoder.suggest(city, 1))[0] ?? null;
  // Hashing is deliberately slow; every demo account shares one password, so it is hashed once.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const { city, ...company } of DEMO_COMPANIES) {
    await signUp({
      db,
      input: { role: "company", ...company, password: DEMO_PASSWORD, address: await placeOf(city) },
      passwordHash,
    });
  }
  for (const { city, ...student } of DEMO_STUDENTS) {
    await signUp({
      db,
      input: { role: "student", ...student, password: DEMO_PASSWORD, address: await placeOf(city) },
      passwordHash,
    });
  }
  const lines = [
    "Demo data loaded. Sign in with any of these (password: " + DEMO_PASSWORD + "):",
    ...DEMO_STUDENTS.slice(0, 3).map((s) => `  student  ${s.email}`),
    ...DEMO_COMPANIES.slice(0, 3).map((c) => `  company  ${c.email}`),
  ];
  logger.info(lines.join("\n"));
}
