import { hashPassword } from "better-auth/crypto";
import { count } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { companies, users } from "../../db/schema/index.ts";
import { signUp } from "../accounts/sign-up.ts";
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_STUDENTS } from "./demo-accounts.ts";
import { generateCompanies } from "./generate-companies.ts";
import { generateJobs } from "./generate-jobs.ts";
import { insertJobsInBulk } from "./insert-jobs-in-bulk.ts";

export const DEMO_COMPANY_COUNT = 40;
export const DEMO_JOB_COUNT = 400;

/** Fills an empty database with demo accounts and jobs and prints how to sign in; does nothing otherwise. */
export async function loadDemoData(options: { deps: Pick<AppDeps, "database" | "geocoder" | "logger"> }) {
  const { database, geocoder, logger } = options.deps;
  const db = database.db;
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return;

  const placeOf = async (city: string) => (await geocoder.suggest(city, 1))[0] ?? null;
  // Hashing is deliberately slow; every demo account shares one password, so it is hashed once.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const demoCompanies = [...DEMO_COMPANIES, ...generateCompanies(DEMO_COMPANY_COUNT - DEMO_COMPANIES.length)];
  for (const { city, ...company } of demoCompanies) {
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

  const companyRows = await db
    .select({ id: companies.id, name: companies.name, address: companies.address, industry: companies.industry })
    .from(companies);
  const jobs = await generateJobs({
    companies: companyRows,
    count: DEMO_JOB_COUNT,
    geocoder,
    // Mostly open jobs, with some drafts and closed ones so every screen has something to show.
    statusWeights: { published: 85, draft: 8, closed: 7 },
  });
  await insertJobsInBulk({ db, jobs });

  const lines = [
    `Demo data loaded: ${demoCompanies.length} companies, ${DEMO_STUDENTS.length} students, ${jobs.length} jobs.`,
    `Sign in with any of these (password: ${DEMO_PASSWORD}):`,
    ...DEMO_STUDENTS.slice(0, 3).map((s) => `  student  ${s.email}`),
    ...DEMO_COMPANIES.slice(0, 3).map((c) => `  company  ${c.email}`),
  ];
  logger.info(lines.join("\n"));
}
