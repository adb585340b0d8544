import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/test-database.ts";
import type { Database } from "./client.ts";
import { observeQueries } from "./query-observer.ts";
import { users } from "./schema/auth.ts";

type Seen = { text: string; driver: string; ended: boolean; error?: unknown };

let database: Database;
let seen: Seen[];
let stop: (() => void) | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
afterEach(() => {
  stop?.();
  stop = undefined;
});

function watch() {
  seen = [];
  stop = observeQueries(({ text, driver }) => {
    const entry: Seen = { text, driver, ended: false };
    seen.push(entry);
    return (error) => {
      entry.ended = true;
      if (error !== undefined) entry.error = error;
    };
  });
}

const texts = () => seen.map((entry) => entry.text.toLowerCase());

describe("the query observer, on the database the tests run on", () => {
  it("sees a statement outside a transaction with its SQL text, without its parameters, when it has ended", async () => {
    watch();
    const secret = "not-in-the-text-7f3a";
    const rows = await database.db.select({ id: users.id }).from(users).where(eq(users.email, secret));
    expect(rows).toEqual([]);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ driver: database.kind, ended: true });
    expect(seen[0]!.text).toMatch(/^select "id" from "auth_users" where "auth_users"."email" = \$1$/);
    expect(seen[0]!.text).not.toContain(secret);
    expect(seen[0]!.error).toBeUndefined();
  });

  it("sees the statements inside a transaction, and a nested one's", async () => {
    watch();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select ${1}::int as one`);
      await tx.transaction(async (inner) => {
        await inner.execute(sql`select ${2}::int as two`);
      });
    });
    expect(texts()).toEqual(
      expect.arrayContaining([
        "select $1::int as one",
        "savepoint sp1",
        "select $1::int as two",
        "release savepoint sp1",
      ]),
    );
    // node-postgres runs drizzle's BEGIN and COMMIT as statements; PGlite runs its own inside `transaction`.
    if (database.kind === "postgres") expect(texts()[0]).toBe("begin");
    expect(seen.every((entry) => entry.ended && entry.driver === database.kind)).toBe(true);
  });

  it("hands a failing statement's error to the end, outside and inside a transaction", async () => {
    watch();
    await expect(database.db.execute(sql`select * from no_such_table_outside`)).rejects.toThrow();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select * from no_such_table_inside`);
      }),
    ).rejects.toThrow();
    const outside = seen.find((entry) => entry.text.includes("no_such_table_outside"));
    const inside = seen.find((entry) => entry.text.includes("no_such_table_inside"));
    expect(outside?.error).toBeInstanceOf(Error);
    expect(String((outside?.error as Error).message)).toMatch(/no_such_table_outside/);
    expect(inside?.error).toBeInstanceOf(Error);
    expect(outside?.ended && inside?.ended).toBe(true);
  });

  it("sees the statements of every observer, and none once removed", async () => {
    watch();
    let second = 0;
    const removeSecond = observeQueries(() => {
      second++;
      return () => undefined;
    });
    await database.db.execute(sql`select 1`);
    removeSecond();
    stop!();
    await database.db.execute(sql`select 2`);
    expect(texts()).toEqual(["select 1"]);
    expect(second).toBe(1);
  });

  it("runs the statement even when an observer throws", async () => {
    stop = observeQueries(() => {
      throw new Error("observer bug");
    });
    const result = await database.db.execute<{ n: number }>(sql`select 3::int as n`);
    expect((result as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 3 }]);
  });
});
