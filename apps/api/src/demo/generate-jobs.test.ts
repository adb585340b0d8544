// First: the app loads @hono/zod-openapi, which must extend zod before any shared schema is built.
import { it } from "../test/api-test.ts";
import { ZURICH } from "../test/test-app.ts";
import { findPublishProblems, jobConsistencyProblems, jobFieldsSchema } from "@stint/shared/jobs";
import { describe, expect, vi } from "vitest";
import { jobs } from "../db/schema/index.ts";
import { createGazetteerGeocoder } from "../modules/places/gazetteer-geocoder.ts";
import { jobDerivedColumns } from "../modules/jobs/job-derived-columns.ts";
import { generateJobs, type GeneratorCompany, seededRandom } from "./generate-jobs.ts";
import { insertJobsInBulk } from "../modules/jobs/insert-jobs-in-bulk.ts";

const geocoder = createGazetteerGeocoder();
const NOW = new Date("2026-06-01T10:00:00Z");
const COMPANIES: GeneratorCompany[] = [
  { id: "c1", name: "Helvetia Robotics", address: ZURICH, industry: "Robotics" },
  { id: "c2", name: "Nordlicht Energy", address: null, industry: "Renewable energy" },
  { id: "c3", name: "Pixelhaus Studio", address: null },
];

describe("seededRandom", () => {
  it("repeats for a seed and differs between seeds", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const c = seededRandom(8);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe("generateJobs", () => {
  it("is deterministic and never uses Math.random", async () => {
    const spy = vi.spyOn(Math, "random").mockImplementation(() => {
      throw new Error("Math.random used");
    });
    try {
      const first = await generateJobs({ companies: COMPANIES, count: 50, geocoder, seed: 3, now: NOW });
      const again = await generateJobs({ companies: COMPANIES, count: 50, geocoder, seed: 3, now: NOW });
      const other = await generateJobs({ companies: COMPANIES, count: 50, geocoder, seed: 4, now: NOW });
      expect(again).toEqual(first);
      expect(other).not.toEqual(first);
    } finally {
      spy.mockRestore();
    }
  });

  it("makes valid, publishable jobs spread over types, modes, places, currencies and fields", async () => {
    const generated = await generateJobs({ companies: COMPANIES, count: 600, geocoder, now: NOW });
    expect(generated).toHaveLength(600);
    const today = NOW.toISOString().slice(0, 10);
    for (const job of generated) {
      const parsed = jobFieldsSchema.safeParse(job.fields);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(findPublishProblems(job.fields, today)).toEqual({});
      expect(jobConsistencyProblems(job.fields)).toEqual({});
      expect(job.publishedAt!.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(job.createdAt.getTime()).toBeLessThanOrEqual(job.publishedAt!.getTime());
    }
    const distinct = (values: unknown[]) => new Set(values.map((value) => JSON.stringify(value))).size;
    expect(distinct(generated.map((job) => job.fields.type))).toBe(4);
    expect(distinct(generated.map((job) => job.fields.workMode))).toBe(3);
    expect(distinct(generated.map((job) => job.fields.location?.countryCode))).toBeGreaterThan(12);
    expect(distinct(generated.map((job) => job.fields.pay?.currency))).toBeGreaterThan(5);
    expect(distinct(generated.map((job) => job.fields.title))).toBeGreaterThan(150);
    expect(distinct(generated.map((job) => job.fields.description))).toBe(600);
    expect(distinct(generated.map((job) => job.companyId))).toBe(3);
    // Students are paid by the month, employees by the year.
    for (const job of generated) {
      const monthly = job.fields.type === "internship" || job.fields.type === "working-student";
      expect(job.fields.pay!.period).toBe(monthly ? "month" : "year");
    }
    const zurichPay = generated
      .filter((job) => job.fields.location?.countryCode === "CH")
      .map((job) => job.fields.pay!.currency);
    expect(new Set(zurichPay)).toEqual(new Set(["CHF"]));
    expect(generated[0]!.fields.description).toMatch(/^## About us\n\n.+\n\n## What you will do\n\n- You /);
  });

  it("spreads states by the weights given", async () => {
    const generated = await generateJobs({
      companies: COMPANIES,
      count: 300,
      geocoder,
      now: NOW,
      statusWeights: { published: 8, closed: 1, draft: 1 },
    });
    const withStatus = (status: string) => generated.filter((job) => job.status === status);
    expect(withStatus("published").length).toBeGreaterThan(200);
    expect(withStatus("closed").length).toBeGreaterThan(10);
    expect(withStatus("draft").length).toBeGreaterThan(10);
    expect(withStatus("draft").every((job) => job.publishedAt === null)).toBe(true);
  });
});

describe("insertJobsInBulk", () => {
  it(
    "stores many jobs at once with the same derived columns as the create service",
    { timeout: 60_000 },
    async ({ db, signedInCompany }) => {
      const { id } = await signedInCompany({ name: "Bulk GmbH" });
      const company = { id, name: "Bulk GmbH", address: ZURICH };
      const generated = await generateJobs({ companies: [company], count: 600, geocoder, now: NOW });
      expect(await insertJobsInBulk({ db, jobs: generated })).toBe(600);
      const rows = await db.select().from(jobs);
      expect(rows).toHaveLength(600);
      const byTitleAndDescription = new Map(generated.map((job) => [job.fields.description, job]));
      for (const row of rows.slice(0, 50)) {
        const job = byTitleAndDescription.get(row.description)!;
        expect(row).toMatchObject({
          ...jobDerivedColumns(job.fields, "Bulk GmbH"),
          status: "published",
          title: job.fields.title,
        });
        expect(row.searchVector).toContain(":");
      }
    },
  );
});
