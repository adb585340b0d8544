import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installDrizzleParsers } from "./pglite-parsers.ts";

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
  installDrizzleParsers(client);
});
afterAll(async () => {
  await client.close();
});

// The embedded database's own parsers: the PGlite pass tests them; the PostgreSQL pass (TEST_DATABASE_URL) would repeat it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("installDrizzleParsers", () => {
  it("reads drizzle's raw types as text without being asked each time", async () => {
    const { rows } = await client.query<{ at: unknown; day: unknown }>(
      "select '2026-11-22 10:00:00+00'::timestamptz as at, '2026-11-22'::date as day",
    );
    expect(rows[0]).toEqual({ at: "2026-11-22 10:00:00+00", day: "2026-11-22" });
  });

  it("still applies parsers a query asks for that are not installed", async () => {
    const parsers = { [types.TIMESTAMPTZ]: (value: string) => value, [types.INT4]: () => "parsed" };
    const { rows } = await client.query<{ n: unknown }>("select 1::int4 as n", [], { parsers });
    expect(rows[0]!.n).toBe("parsed");
  });
});
