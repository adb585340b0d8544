import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { openTestDatabase } from "./test-database.ts";

type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;

const count = async (database: TestDatabase, tableName?: string) => {
  // Both drivers answer { rows }; the shared Db type leaves the result shape open.
  const result = (await database.db.execute(
    tableName
      ? sql`select count(*)::int as n from information_schema.tables where table_name = ${tableName}`
      : sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
};

// One test with two databases: each PGlite takes about a second to start on a CI-sized machine.
it("opens a fresh, migrated database of the configured kind for every caller", async () => {
  const [a, b] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  try {
    for (const database of [a, b]) {
      expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
      expect(await database.ping()).toBe(true);
      expect(await count(database)).toBeGreaterThan(0);
    }
    await a.migrate(); // a second run is a no-op
    await a.db.execute(sql`create table only_in_a (id int)`);
    expect(await count(a, "only_in_a")).toBe(1);
    expect(await count(b, "only_in_a")).toBe(0);
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});

it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  "on PostgreSQL, the global setup made the migrated template the test databases are copied from",
  async () => {
    const database = await openTestDatabase();
    try {
      const result = (await database.db.execute(
        sql`select count(*)::int as n from pg_database where datname like 'stint\\_template\\_%' and datname !~ '_[0-9a-f]{8}$'`,
      )) as unknown as { rows: { n: number }[] };
      expect(result.rows[0]!.n).toBeGreaterThanOrEqual(1);
    } finally {
      await database.close();
    }
  },
);
