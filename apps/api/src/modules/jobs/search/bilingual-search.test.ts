import type { JobFields } from "@stint/shared/jobs";
import { jobSearchQuerySchema } from "@stint/shared/job-search";
import { expect } from "vitest";
import { it } from "../../../test/api-test.ts";
import { publishableJob } from "../../../test/job-fixtures.ts";
import { insertJobsInBulk } from "../insert-jobs-in-bulk.ts";
import { KeptSearchIndex } from "./index/kept-search-index.ts";
import { runSearch } from "./search-jobs.ts";

/*
 * Search words in both languages (bilingual-query.ts): a skill or field of study named in English finds the
 * jobs that name it in German and the reverse, from the database and from the search index alike.
 */

const JOBS: Record<string, Partial<JobFields>> = {
  english: {
    title: "Design Engineering Intern",
    description: "Join our team of mechanical engineering students designing gearboxes for robots.",
    requiredSkills: [{ skillId: "solidworks", level: 3 }],
  },
  german: {
    title: "Praktikum Konstruktion",
    description: "Sie studieren Maschinenbau und konstruieren mit uns Getriebe für Roboter.",
    requiredSkills: [{ skillId: "cad", level: 3 }],
  },
  bySkill: {
    title: "Working Student Production",
    description: "Support our production planning on the shop floor.",
    requiredSkills: [{ skillId: "mechanical-engineering", level: 2 }],
  },
  team: {
    title: "Werkstudent Vertrieb",
    description: "Sie bringen Teamfähigkeit und Freude am Kundenkontakt mit.",
    requiredSkills: [{ skillId: "microsoft-excel", level: 2 }],
  },
  other: {
    title: "Frontend Developer",
    description: "Build our web app in TypeScript and React, with a small team.",
    requiredSkills: [{ skillId: "typescript", level: 3 }],
  },
};

it("finds jobs that name a skill or field in the other language, from the database and the index", async ({
  app,
  db,
  signedInCompany,
}) => {
  const company = await signedInCompany();
  const base = Date.parse("2026-10-01T00:00:00Z");
  const keys = Object.keys(JOBS);
  await insertJobsInBulk({
    db,
    jobs: keys.map((key, position) => ({
      companyId: company.id,
      companyName: company.me.account.name,
      status: "published" as const,
      createdAt: new Date(base + position * 60_000),
      publishedAt: new Date(base + position * 60_000),
      fields: { ...publishableJob({ fieldsOfStudy: [] }), ...JOBS[key] } as JobFields,
    })),
  });
  const kept = new KeptSearchIndex({ db, logger: app.deps.logger });
  const index = (await kept.current())!;
  const titles = new Map(Object.entries(JOBS).map(([key, job]) => [job.title, key]));

  const found = async (q: string) => {
    const query = jobSearchQuerySchema.parse({ q, sort: "newest", pageSize: "50" });
    const fromDatabase = await runSearch(db, query, { kind: "public" }, null, null);
    const fromIndex = await runSearch(db, query, { kind: "public" }, { index, parser: kept.parser }, null);
    expect(fromIndex, q).toEqual(fromDatabase);
    return fromDatabase.items.map((item) => titles.get(item.title)).sort();
  };

  expect(await found("Maschinenbau")).toEqual(["bySkill", "english", "german"]);
  expect(await found("mechanical engineering")).toEqual(["bySkill", "english", "german"]);
  expect(await found("Maschinenbau gearboxes")).toEqual(["english"]);
  expect(await found("Maschinenbau -Getriebe")).toEqual(["bySkill", "english"]);
  expect(await found("teamwork")).toEqual(["team"]);
  expect(await found("Teamfaehigkeit")).toEqual(["team"]);
  // A word the vocabulary does not name in two languages finds what it finds in one.
  expect(await found("Getriebe")).toEqual(["german"]);

  // The public search (read cache, typo correction) asks the same.
  const response = await company.client.get("/api/jobs?q=Maschinenbau");
  expect(response.status).toBe(200);
  expect((response.json as { total: number }).total).toBe(3);
});
