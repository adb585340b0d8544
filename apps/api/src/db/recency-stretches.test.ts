import { sql } from "drizzle-orm";
import { integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../test/test-database.ts";
import type { Database } from "./client.ts";
import { RecencySteps } from "./recency-stretches.ts";

// A table of the test's own: rows with a time, newest first by (at, id).
const rows = pgTable("recency_stretch_rows", { id: integer("id").primaryKey(), at: timestamp("at").notNull() });

let database: Database;
const db = () => database.db;
const hour = (n: number) => new Date(Date.UTC(2026, 10, 1, n));
const insertHours = (from: number, to: number) =>
  db().execute(sql`insert into recency_stretch_rows select h, ${hour(0)}::timestamp + h * interval '1 hour'
                   from generate_series(${from}::int, ${to}::int) as h`);

beforeAll(async () => {
  database = await openTestDatabase();
  await db().execute(sql`create table recency_stretch_rows (id int primary key, at timestamp not null)`);
});
afterAll(async () => {
  await database.close();
});

describe("RecencySteps", () => {
  it("answers with the boundaries it has while it measures them again, and with the new ones after", async () => {
    await insertHours(1, 8);
    // Stale at once (no time to live), so that every read after the first measures again.
    const stretches = new RecencySteps(
      { table: rows, at: rows.at, id: rows.id },
      { first: 2, factor: 2, largest: 8 },
      0,
    );
    const first = await stretches.steps(db());
    expect(first).toEqual([
      { since: hour(7), rows: 2 },
      { since: hour(5), rows: 4 },
      { since: hour(1), rows: 8 },
    ]);

    await insertHours(9, 16);
    // The stale boundaries at once, not a wait for the walk; the new ones once it is done.
    expect(await stretches.steps(db())).toEqual(first);
    await vi.waitFor(async () =>
      expect(await stretches.steps(db())).toEqual([
        { since: hour(15), rows: 2 },
        { since: hour(13), rows: 4 },
        { since: hour(9), rows: 8 },
      ]),
    );
  });
});
