// First: the app loads @hono/zod-openapi, which must extend zod before any shared schema is built.
import { it } from "../../test/api-test.ts";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { jobs } from "../../db/schema/index.ts";
import { LONG_DESCRIPTION, publishableJob } from "../../test/job-fixtures.ts";
import { type BulkJob, insertJobsInBulk } from "./insert-jobs-in-bulk.ts";
import { jobDerivedColumns } from "./job-derived-columns.ts";

// On PostgreSQL the bulk path writes with COPY's text format (db/copy-rows.ts), where a tab ends a field, a line
// break a row and a backslash starts an escape: what it stores must be exactly what it was given.
describe("insertJobsInBulk", () => {
  it("stores awkward text, JSON, arrays, dates and nulls exactly as given", async ({ db, signedInCompany }) => {
    const companyName = 'Tab\tand "Backslash" \\ Co';
    const { id } = await signedInCompany({ name: "Bulk Awkward AG" });
    const fields = publishableJob({
      title: 'Data "Engineer" \\N intern',
      description: `${LONG_DESCRIPTION}\n\tTabs\\backslashes\r\nand 'quotes' \\N, {braces} and ünïcödé.`,
      fieldsOfStudy: ["Computer Science", 'Maths, "applied"', "a\\b{c}"],
      startDate: null,
      durationMonths: null,
      deadline: null,
    }) as BulkJob["fields"];
    const at = new Date("2026-06-01T10:00:00.123Z");
    const later = new Date("2026-06-02T08:30:00.456Z");
    const bulk: BulkJob[] = [
      { companyId: id, companyName, status: "published", createdAt: at, publishedAt: later, fields },
      { companyId: id, companyName, status: "draft", createdAt: at, publishedAt: null, fields },
    ];
    // Any iterable: the seeds hand over a generator.
    expect(await insertJobsInBulk({ db, jobs: bulk.values() })).toBe(2);
    const rows = await db.select().from(jobs).where(eq(jobs.companyId, id));
    expect(rows.map((row) => row.status).sort()).toEqual(["draft", "published"]);
    for (const row of rows) {
      const draft = row.status === "draft";
      expect(row).toMatchObject({
        ...fields,
        ...jobDerivedColumns(fields, companyName),
        createdAt: at,
        publishedAt: draft ? null : later,
        updatedAt: draft ? at : later,
      });
    }
  });
});
