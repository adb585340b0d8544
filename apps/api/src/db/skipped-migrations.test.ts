import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/test-database.ts";
import type { Database } from "./client.ts";
import { SkippedMigrationsError } from "./skipped-migrations.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("migrating", () => {
  it("refuses a database that skipped older migrations after a newer one, naming them", async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
    // As on a database that ran a development branch's newer migration first: 0032 and 0033 never recorded.
    const { rows } = (await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations
          where id in (select id from drizzle.__drizzle_migrations order by created_at limit 2 offset 32)
          returning id`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toHaveLength(2);
    const refused = await database.migrate().then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(SkippedMigrationsError);
    expect((refused as SkippedMigrationsError).missing).toEqual(["0032_operators", "0033_company-verifications"]);
    expect((refused as Error).message).toContain("0032_operators, 0033_company-verifications");
  });
});
