import type { JobFields } from "@stint/shared/jobs";
import type { JobSearchQuery } from "@stint/shared/job-search";
import { jobSearchQuerySchema } from "@stint/shared/job-search";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { jobs } from "../../../db/schema/index.ts";
import { it } from "../../../test/api-test.ts";
import { PLACES, publishableJob } from "../../../test/job-fixtures.ts";
import { insertJobsInBulk } from "../insert-jobs-in-bulk.ts";
import { runSearch } from "./search-jobs.ts";

/*
 * The public search's database path reads narrow rows kept by triggers on jobs (migration 0025, decision
 * 034): a row exactly while its job is published, with the job's current values and its filter lexemes.
 */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

it("keeps one search row per published job, as the job is now, and searches it", async ({ db, signedInCompany }) => {
  const company = await signedInCompany();
  const at = (minutes: number) => new Date(Date.parse("2026-10-01T00:00:00Z") + minutes * 60_000);
  const job = (title: string, status: "draft" | "published", minutes: number) => ({
    companyId: company.id,
    companyName: company.me.account.name,
    status,
    createdAt: at(minutes),
    publishedAt: status === "published" ? at(minutes) : null,
    // A job as the create service stores it (publishableJob gives every field).
    fields: publishableJob({ title, requiredSkills: [{ skillId: "python", level: 3 }] }) as JobFields,
  });
  await insertJobsInBulk({
    db,
    jobs: [
      job("Robotics Intern", "published", 1),
      job("Robotics Engineer", "published", 2),
      job("Robotics Draft", "draft", 3),
    ],
  });
  const ids = async () => {
    const result = await db.execute(
      sql`select j.title from job_search_rows r join jobs j on j.id = r.id order by j.title`,
    );
    return rowsOf<{ title: string }>(result).map((row) => row.title);
  };
  expect(await ids()).toEqual(["Robotics Engineer", "Robotics Intern"]);
  // Typo correction's distinct titles and names, with how many published jobs use each.
  const titles = async () =>
    rowsOf<{ text: string; jobs: number }>(
      await db.execute(sql`select text, jobs from job_search_titles order by text`),
    );
  const name = company.me.account.name;
  expect(await titles()).toEqual(
    [
      { text: "Robotics Engineer", jobs: 1 },
      { text: "Robotics Intern", jobs: 1 },
      { text: name, jobs: 2 },
    ].sort((a, b) => (a.text < b.text ? -1 : 1)),
  );

  // Published, closed, edited, deleted: the rows follow.
  await db
    .update(jobs)
    .set({ status: "published", publishedAt: at(3) })
    .where(eq(jobs.title, "Robotics Draft"));
  await db.update(jobs).set({ status: "closed" }).where(eq(jobs.title, "Robotics Intern"));
  await db.update(jobs).set({ type: "full-time", workMode: "remote" }).where(eq(jobs.title, "Robotics Engineer"));
  expect(await ids()).toEqual(["Robotics Draft", "Robotics Engineer"]);
  expect((await titles()).map((row) => `${row.text} ${row.jobs}`)).toEqual(
    ["Robotics Draft 1", "Robotics Engineer 1", `${name} 2`].sort(),
  );

  const search = async (raw: Record<string, string>) => {
    const query: JobSearchQuery = jobSearchQuerySchema.parse(raw);
    const result = await runSearch(db, query, { kind: "public" }, null);
    return result.items.map((item) => item.title);
  };
  // The filters answered by lexemes see the edit; a place by its cells and exact distance.
  expect(await search({ q: "robotics", type: "full-time" })).toEqual(["Robotics Engineer"]);
  expect(await search({ workMode: "remote", skills: "python" })).toEqual(["Robotics Engineer"]);
  expect(await search({ type: "internship" })).toEqual(["Robotics Draft"]);
  const zurich = `${PLACES.zurich.lat},${PLACES.zurich.lon}`;
  expect(await search({ near: zurich, radiusKm: "5" })).toEqual(["Robotics Draft", "Robotics Engineer"]);
  const hamburg = `${PLACES.hamburg.lat},${PLACES.hamburg.lon}`;
  expect(await search({ near: hamburg, radiusKm: "50" })).toEqual([]);

  await db.delete(jobs).where(eq(jobs.title, "Robotics Draft"));
  expect(await ids()).toEqual(["Robotics Engineer"]);
  expect((await titles()).map((row) => `${row.text} ${row.jobs}`)).toEqual([`Robotics Engineer 1`, `${name} 1`].sort());
  expect(await search({ q: "robotics" })).toEqual(["Robotics Engineer"]);
});
