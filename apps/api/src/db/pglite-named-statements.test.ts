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

describe("named statements on the embedded database", () => {
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

  it("passes numbers, null and no parameters at all", async () => {
    const byId = "select name from people where id = $1 or ($2::date is null and false)";
    runByName(database.db, byId);
    expect((await client.query(byId, [2, null])).rows).toEqual([{ name: "O'Brien" }]);
    const all = "select count(*)::int as n from people";
    runByName(database.db, all);
    expect((await client.query(all)).rows).toEqual([{ n: 2 }]);
    expect(await preparedNames()).toEqual(expect.arrayContaining(["stint_3", "stint_4"]));
  });

  it("takes the unnamed way for a value it cannot write or a statement the database cannot prepare", async () => {
    const text = "select $1::jsonb ->> 'a' as a";
    runByName(database.db, text);
    expect((await client.query(text, [{ a: "b" }])).rows).toEqual([{ a: "b" }]);
    const untyped = "select $1 as v";
    runByName(database.db, untyped);
    expect((await client.query(untyped, ["kept"])).rows).toEqual([{ v: "kept" }]);
  });

  it("is not used on a drizzle query that was not registered", async () => {
    const before = await preparedNames();
    const rows = await database.db.execute(sql`select name from people where id = ${1}`);
    expect(rows).toMatchObject({ rows: [{ name: "Ada" }] });
    expect(await preparedNames()).toEqual(before);
  });
});
