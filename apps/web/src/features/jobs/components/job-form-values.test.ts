import type { Job } from "@stint/shared/jobs";
import { jobInputSchema } from "@stint/shared/jobs";
import { describe, expect, it } from "vitest";
import { changedFields } from "../../../lib/changed-fields.ts";
import { emptyJobValues, jobToValues, jobValuesToPayload, publishProblemsOf } from "./job-form-values.ts";

const zurich = {
  id: "2657896",
  label: "Zürich, Switzerland",
  city: "Zürich",
  region: "Zurich",
  country: "Switzerland",
  countryCode: "CH",
  lat: 47.37,
  lon: 8.55,
};

const job: Job = {
  id: "j1",
  title: "Data Engineering Intern",
  description: "We build pipelines.",
  type: "internship",
  workMode: "hybrid",
  location: zurich,
  requiredSkills: [{ skillId: "python", level: 3 }],
  niceToHaveSkills: [],
  languages: [{ language: "en", level: "B2" }],
  minDegree: "bachelor",
  fieldsOfStudy: ["Computer Science"],
  startDate: "2026-09-01",
  durationMonths: 6,
  pay: { min: 2500, max: 2500, currency: "CHF", period: "month" },
  positions: 2,
  deadline: null,
  status: "draft",
  companyId: "c1",
  company: { id: "c1", name: "Acme", address: zurich, logoUrl: null, verified: false },
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  publishedAt: null,
};

describe("job form values", () => {
  it("starts a new job at the company's place, in its currency", () => {
    const values = emptyJobValues(zurich);
    expect(values.location).toEqual(zurich);
    expect(values.pay.currency).toBe("CHF");
    expect(emptyJobValues(null).pay.currency).toBe("EUR");
  });

  it("round-trips a job without inventing changes", () => {
    const base = jobValuesToPayload(jobToValues(job));
    expect(changedFields(base, base)).toEqual({});
    expect(jobInputSchema.safeParse(base).success).toBe(true);
  });

  it("sends only what changed, with emptied numbers as null and one amount as a fixed pay", () => {
    const base = jobValuesToPayload(jobToValues(job));
    const values = jobToValues(job);
    const edited = jobValuesToPayload({
      ...values,
      title: "  Data Engineering Intern (m/f/d) ",
      durationMonths: "",
      pay: { ...values.pay, min: 3000, max: "" },
    });
    expect(changedFields(edited, base)).toEqual({
      title: "Data Engineering Intern (m/f/d)",
      durationMonths: null,
      pay: { min: 3000, max: 3000, currency: "CHF", period: "month" },
    });
  });

  it("lets the schema name a missing type and the publish rules name what a draft still needs", () => {
    const values = { ...emptyJobValues(null), title: "Backend developer" };
    const parsed = jobInputSchema.safeParse(jobValuesToPayload(values));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toEqual(["type"]);

    const problems = publishProblemsOf({ ...values, type: "internship" });
    expect(Object.keys(problems).sort()).toEqual(["description", "durationMonths", "location", "pay"]);
    expect(publishProblemsOf({ ...values, type: "full-time", workMode: "remote" }).location).toBeUndefined();
  });
});
