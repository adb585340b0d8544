import { readdirSync } from "node:fs";
import { is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import * as schema from "../apps/api/src/db/schema/index.ts";
import { ownerOf, ownTablesRule, tableOwners } from "./table-ownership.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const at = (module) => `/repo/apps/api/src/modules/${module}/some-file.ts`;

describe("table ownership (apps/api/src/db/schema/table-owners.json)", () => {
  it("gives every table of db/schema exactly one owner, and names no table that is not there", () => {
    const tables = Object.entries(schema)
      .filter(([, value]) => is(value, PgTable))
      .map(([name]) => name);
    const owned = Object.values(tableOwners.owners).flat();
    expect(owned.toSorted()).toEqual(tables.toSorted());
    expect(new Set(owned).size).toBe(owned.length);
  });

  it("lists as shared reads only other modules' tables, each with why", () => {
    const modules = new Set(readdirSync(new URL("../apps/api/src/modules", import.meta.url)));
    for (const { module, tables, why } of tableOwners.sharedReads) {
      expect(modules.has(module), module).toBe(true);
      expect(why.length).toBeGreaterThan(20);
      for (const table of tables) expect(ownerOf.get(table), `${module}: ${table}`).not.toBe(module);
      for (const table of tables) expect(ownerOf.has(table), `${module}: ${table}`).toBe(true);
    }
  });
});

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run("stint/own-tables", ownTablesRule, {
  valid: [
    { filename: at("jobs"), code: 'import { jobs } from "../../db/schema/index.ts";' },
    // A join listed with why: ratings show the job's title.
    { filename: at("ratings"), code: 'import { jobs, ratings } from "../../db/schema/index.ts";' },
    // Not a table: types and helpers of db/schema stay free.
    { filename: at("jobs"), code: 'import { type JobStatus } from "../../db/schema/jobs.ts";' },
    // Outside the modules (composition roots, the demo data, scripts) the rule does not apply.
    { filename: "/repo/apps/api/src/demo/x.ts", code: 'import { applications } from "../db/schema/index.ts";' },
  ],
  invalid: [
    {
      // Closing a job used to count applications itself (issue 31).
      filename: at("jobs"),
      code: 'import { applications, jobs } from "../../db/schema/index.ts";',
      errors: [{ messageId: "foreign", data: { table: "applications", owner: "applications" } }],
    },
    {
      filename: at("notifications"),
      code: 'import { matches } from "../../db/schema/applications.ts";',
      errors: [{ messageId: "foreign" }],
    },
    {
      filename: at("saved-filters"),
      code: 'import { jobs as allJobs } from "../../db/schema/index.ts";',
      errors: [{ messageId: "foreign" }],
    },
    {
      filename: at("jobs"),
      code: 'import * as schema from "../../db/schema/index.ts";',
      errors: [{ messageId: "namespace" }],
    },
  ],
});
