// What the benchmarks' seed scripts (apps/api/scripts/seed-bench-*.ts) share: their whole-number options, timed
// steps, the database the server would open, places looked up once per city, and companies made through the
// sign-up service.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Place } from "@stint/shared/place";
import { hashPassword } from "better-auth/crypto";
import { count } from "drizzle-orm";
import { type Database, type Db, openDatabase } from "../../src/db/client.ts";
import { signUp } from "../../src/modules/accounts/sign-up.ts";
import type { generateCompanies } from "../../src/demo/generate-companies.ts";
import type { GeneratorCompany } from "../../src/demo/generate-jobs.ts";
import type { Geocoder } from "../../src/modules/places/geocoder.ts";
import { createGazetteerGeocoder } from "../../src/modules/places/gazetteer-geocoder.ts";
import { users } from "../../src/db/schema/index.ts";

/** The password of every account a seed script makes (the benchmarks sign in with it). */
export const BENCH_PASSWORD = "stint-bench-password";

/** Reads `script`'s whole-number options: one from `min` to `max`, else the script ends (exit code 2). */
export function wholeNumberOption(script: string) {
  return (name: string, text: string | undefined, min: number, max: number) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < min || value > max) {
      console.error(`${script}: ${name} must be a whole number from ${min} to ${max} (got ${text})`);
      process.exit(2);
    }
    return value;
  };
}

/** How long each step took (ms, by name, for the summary), each also printed as it ends. */
export function stepTimer() {
  const timings: Record<string, number> = {};
  async function step<T>(name: string, label: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await work();
    timings[name] = Math.round(performance.now() - started);
    console.log(`  ${label}: ${(timings[name] / 1000).toFixed(1)} s`);
    return result;
  }
  return { timings, step };
}

export type Step = ReturnType<typeof stepTimer>["step"];

/** Where the server would find its database: DATABASE_URL (PostgreSQL), else PGlite in DATA_DIR/db. */
export type BenchDatabaseTarget = { databaseUrl?: string; dataDir?: string; label: string };

/** The database of the environment; without DATABASE_URL or DATA_DIR the script ends (exit code 2). */
export function benchDatabaseTarget(script: string): BenchDatabaseTarget {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || undefined;
  if (!databaseUrl) {
    if (!dataDir) {
      console.error(`${script}: set DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite in DATA_DIR/db)`);
      process.exit(2);
    }
    return { dataDir, label: `PGlite (${dataDir})` };
  }
  return { databaseUrl, label: `PostgreSQL (${new URL(databaseUrl).host})` };
}

/**
 * Opens the database and runs the migrations (as the server does at start), hands it to `fill`, and closes it
 * however `fill` ends; each a timed step (`openMs`, `migrateMs`, `closeMs`).
 */
export async function withBenchDatabase<T>(
  target: BenchDatabaseTarget,
  step: Step,
  fill: (database: Database) => Promise<T>,
): Promise<T> {
  const { databaseUrl, dataDir } = target;
  const pgliteDir = !databaseUrl && dataDir ? path.join(path.resolve(dataDir), "db") : undefined;
  if (pgliteDir) mkdirSync(pgliteDir, { recursive: true });
  const database = await step("openMs", "open the database", () =>
    // Bulk inserts of 100,000 rows may take longer than the server's statement timeout allows.
    openDatabase({ databaseUrl, statementTimeoutMs: 0, ...(pgliteDir ? { pgliteDir } : {}) }),
  );
  try {
    await step("migrateMs", "migrations", () => database.migrate());
    return await fill(database);
  } finally {
    await step("closeMs", "close the database", () => database.close());
  }
}

/**
 * What seeding accounts into an empty database starts with: the check that it holds no user, the gazetteer, its
 * places looked up once per city, and BENCH_PASSWORD's hash (hashing is deliberately slow: every account shares
 * it, hashed once).
 */
export async function accountsSeedStart(db: Db) {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) throw new Error(`the database already holds ${existing!.n} users; seed an empty one`);
  const geocoder = createGazetteerGeocoder();
  return { geocoder, placeOf: placeLookup(geocoder), passwordHash: await hashPassword(BENCH_PASSWORD) };
}

/** A city's place, looked up once: generated people and companies share a few dozen cities. */
export function placeLookup(geocoder: Geocoder) {
  const places = new Map<string, Promise<Place | null>>();
  return (city: string) => {
    let place = places.get(city);
    if (!place) {
      place = geocoder.suggest(city, 1).then((found) => found[0] ?? null);
      places.set(city, place);
    }
    return place;
  };
}

/**
 * Generated companies made one by one through the sign-up service, as a person would (they are few), with
 * BENCH_PASSWORD (`passwordHash` is its hash: hashing is deliberately slow, so it is done once); returned as the
 * job generator takes them.
 */
export async function signUpCompanies(options: {
  db: Db;
  companies: ReturnType<typeof generateCompanies>;
  placeOf: (city: string) => Promise<Place | null>;
  passwordHash: string;
}): Promise<GeneratorCompany[]> {
  const created: GeneratorCompany[] = [];
  for (const { city, ...company } of options.companies) {
    const address = await options.placeOf(city);
    const { userId } = await signUp({
      db: options.db,
      input: { role: "company", ...company, password: BENCH_PASSWORD, address },
      passwordHash: options.passwordHash,
    });
    created.push({ id: userId, name: company.name, address, industry: company.industry ?? null });
  }
  return created;
}
