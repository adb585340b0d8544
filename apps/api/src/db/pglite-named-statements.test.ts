import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./client.ts";
import { runByName } from "./pglite-named-statements.ts";

let database: Database;
let client: PGlite;

const preparedNames = async () =>
  (await client.query<{ name: string }>("select name from pg_prepared_statements order by name")).rows.map(
    (row) => row.name,
  );

beforeAll(async () => {
  database = await openDatabase({ pgliteDir: "memory://" });
  client = (database.db as unknown as { $client: PGlite }).$client;
  await database.db.execute(sql`create table people (id int primary key, name text not null, born date)`);
  await database.db.execute(sql`insert into people values (1, 'Ada', '1815-12-10'), (2, 'O''Brien', null)`);
});
afterAll(async () => {
  await database.close();
});

// The PGlite pass tests the embedded database's statements; the PostgreSQL pass (TEST_DATABASE_URL) would repeat it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("named statements on the embedded database", () => {
  it("prepares a registered statement once and runs it by name, with the answer the unnamed way gives", async () => {
    const text = "select id, name, born from people where name = $1";
    const unnamed = await client.query(text, ["Ada"], { rowMode: "array" });
    runByName(database.db, text);
    runByName(database.db, text);
    const named = await client.query(text, ["Ada"], { rowMode: "array" });
    expect(named.rows).toEqual([[1, "Ada", "1815-12-10"]]);
    expect(named.rows).toEqual(unnamed.rows);
    expect(named.fields).toEqual(unnamed.fields);
    expect(await preparedNames()).toEqual(["stint_1"]);
  });

  it("writes a quote inside a parameter as data, never as SQL", async () => {
    const text = "select id from people where name = $1";
    runByName(database.db, text);
    expect((await client.query(text, ["O'Brien"])).rows).toEqual([{ id: 2 }]);
    expect((await client.query(text, ["x'); drop table people; --"])).rows).toEqual([]);
    expect((await client.query("select count(*)::int as n from people")).rows).toEqual([{ n: 2 }]);
  });

  it("binds parameters apart from the SQL text, whatever the server's quoting rules", async () => {
    const text = "select id from people where name = $1 or name = $2";
    runByName(database.db, text);
    await client.exec(`insert into people values (3, 'back\\slash''s', null)`);
    // Under the old quoting rules a backslash escapes a quote inside a literal: text written into SQL by hand
    // would read differently (or break out of its literal); a bound parameter is data either way.
    await client.exec("set standard_conforming_strings = off");
    try {
      expect((await client.query(text, ["back\\slash's", "\\'); select 1; --"])).rows).toEqual([{ id: 3 }]);
    } finally {
      await client.exec("set standard_conforming_strings = on");
      await client.exec("delete from people where id = 3");
    }
  });

  it("passes numbers, null and no parameters at all", async () => {
    const byId = "select name from people where id = $1 or ($2::date is null and false)";
    runByName(database.db, byId);
    expect((await client.query(byId, [2, null])).rows).toEqual([{ name: "O'Brien" }]);
    const all = "select count(*)::int as n from people";
    runByName(database.db, all);
    expect((await client.query(all)).rows).toEqual([{ n: 2 }]);
    expect(await preparedNames()).toEqual(expect.arrayContaining(["stint_3", "stint_4"]));
  });

  it("serializes values as PGlite does, and takes the unnamed way for a statement the database cannot parse", async () => {
    const text = "select $1::jsonb ->> 'a' as a";
    runByName(database.db, text);
    expect((await client.query(text, [{ a: "b" }])).rows).toEqual([{ a: "b" }]);
    const untyped = "select $1 as v";
    runByName(database.db, untyped);
    expect((await client.query(untyped, ["kept"])).rows).toEqual([{ v: "kept" }]);
    const broken = "select nothing from nowhere where id = $1";
    runByName(database.db, broken);
    await expect(client.query(broken, [1])).rejects.toThrow(/nowhere/);
    expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
  });

  it("answers a failing bind with the database's error and leaves the session usable", async () => {
    const text = "select name from people where id = $1";
    runByName(database.db, text);
    await expect(client.query(text, ["not a number"])).rejects.toMatchObject({ code: "22P02", query: text });
    expect((await client.query(text, [1])).rows).toEqual([{ name: "Ada" }]);
  });

  it("is not used on a drizzle query that was not registered", async () => {
    const before = await preparedNames();
    const rows = await database.db.execute(sql`select name from people where id = ${1}`);
    expect(rows).toMatchObject({ rows: [{ name: "Ada" }] });
    expect(await preparedNames()).toEqual(before);
  });
});
