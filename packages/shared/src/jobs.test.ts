import { describe, expect, it } from "vitest";
import {
  findPublishProblems,
  isoDateSchema,
  type JobFields,
  jobCreateSchema,
  jobInputSchema,
  jobPatchSchema,
  publishableJobSchema,
  yearlyPay,
} from "./jobs.ts";
import { jobSearchProblems, jobSearchQuerySchema } from "./job-search.ts";

const place = {
  id: "2657896",
  label: "Zürich, Zurich, Switzerland",
  city: "Zürich",
  region: "Zurich",
  country: "Switzerland",
  countryCode: "CH",
  lat: 47.37,
  lon: 8.55,
};

const complete: JobFields = {
  title: "Robotics Intern",
  description: "x".repeat(120),
  type: "internship",
  workMode: "hybrid",
  location: place,
  requiredSkills: [{ skillId: "python", level: 3 }],
  niceToHaveSkills: [{ skillId: "docker", level: 2 }],
  languages: [{ language: "en", level: "B2" }],
  minDegree: "bachelor",
  fieldsOfStudy: ["Computer Science"],
  startDate: "2027-03-01",
  durationMonths: 6,
  pay: { min: 3000, max: 3500, currency: "CHF", period: "month" },
  positions: 1,
  deadline: "2027-01-31",
};

type Issue = { path: PropertyKey[]; message: string; keys?: string[] };
/** Field path → message, with each unknown key as a field of its own (as the API reports them). */
const issuesOf = (result: { success: boolean; error?: { issues: Issue[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).flatMap((issue) =>
      issue.keys ? issue.keys.map((key) => [key, issue.message]) : [[issue.path.join("."), issue.message]],
    ),
  );

describe("jobInputSchema", () => {
  it("needs only a title, a type and a work mode for a draft, and fills in the rest", () => {
    expect(jobInputSchema.parse({ title: " Draft ", type: "full-time", workMode: "remote" })).toEqual({
      title: "Draft",
      type: "full-time",
      workMode: "remote",
      description: "",
      location: null,
      requiredSkills: [],
      niceToHaveSkills: [],
      languages: [],
      minDegree: null,
      fieldsOfStudy: [],
      startDate: null,
      durationMonths: null,
      pay: null,
      positions: 1,
      deadline: null,
    });
  });

  it("accepts a complete job as it is", () => {
    expect(jobInputSchema.parse(complete)).toEqual(complete);
  });

  it("refuses unknown fields and reports rules between fields on the right field", () => {
    expect(issuesOf(jobInputSchema.safeParse({ ...complete, salary: 1 }))).toHaveProperty(["salary"]);
    expect(issuesOf(jobInputSchema.safeParse({ ...complete, pay: { ...complete.pay, min: 4000 } }))).toEqual({
      "pay.max": "The maximum must not be below the minimum.",
    });
    expect(
      issuesOf(jobInputSchema.safeParse({ ...complete, niceToHaveSkills: [{ skillId: "python", level: 1 }] })),
    ).toEqual({
      "niceToHaveSkills.0.skillId": "Python is already a required skill.",
    });
    expect(issuesOf(jobInputSchema.safeParse({ ...complete, deadline: "2027-03-02" }))).toEqual({
      deadline: "The application deadline should not be after the start date.",
    });
  });

  it("takes publish only in the create body", () => {
    expect(jobCreateSchema.parse({ ...complete, publish: true }).publish).toBe(true);
    expect(jobInputSchema.safeParse({ ...complete, publish: true }).success).toBe(false);
  });
});

describe("isoDateSchema", () => {
  it.each([
    ["2027-02-28", true],
    ["2028-02-29", true],
    ["2027-02-29", false],
    ["2027-13-01", false],
    ["27-01-01", false],
    ["2027-1-1", false],
  ])("%s → %s", (value, valid) => {
    expect(isoDateSchema.safeParse(value).success).toBe(valid);
  });
});

describe("jobPatchSchema", () => {
  it("takes any subset, null to clear, and nothing unknown", () => {
    expect(jobPatchSchema.parse({})).toEqual({});
    expect(jobPatchSchema.parse({ pay: null, title: "New" })).toEqual({ pay: null, title: "New" });
    expect(issuesOf(jobPatchSchema.safeParse({ status: "published" }))).toHaveProperty(["status"]);
    expect(issuesOf(jobPatchSchema.safeParse({ positions: 0 }))).toHaveProperty(["positions"]);
  });
});

describe("findPublishProblems", () => {
  it("finds nothing in a complete job", () => {
    expect(findPublishProblems(complete, "2026-12-01")).toEqual({});
  });

  it("lists what a draft misses", () => {
    const draft = jobInputSchema.parse({
      title: "Draft",
      type: "internship",
      workMode: "on-site",
      deadline: "2026-01-01",
    });
    expect(Object.keys(findPublishProblems(draft, "2026-12-01")).sort()).toEqual([
      "deadline",
      "description",
      "durationMonths",
      "location",
      "pay",
    ]);
  });

  it("lets remote jobs go without a place and other types without a duration", () => {
    const remote = {
      ...complete,
      workMode: "remote" as const,
      location: null,
      type: "full-time" as const,
      durationMonths: null,
    };
    expect(findPublishProblems(remote, "2026-12-01")).toEqual({});
  });

  it("backs the form's publish check", () => {
    const result = publishableJobSchema.safeParse({ title: "Draft", type: "full-time", workMode: "remote" });
    expect(Object.keys(issuesOf(result)).sort()).toEqual(["description", "pay"]);
  });
});

describe("yearlyPay", () => {
  it("counts monthly pay twelve times", () => {
    expect(yearlyPay(3000, "month")).toBe(36_000);
    expect(yearlyPay(50_000, "year")).toBe(50_000);
  });
});

describe("jobSearchQuerySchema", () => {
  it("has defaults", () => {
    expect(jobSearchQuerySchema.parse({})).toEqual({ radiusKm: 50, page: 1, pageSize: 20 });
  });

  it("reads lists comma-separated, repeated or both", () => {
    expect(jobSearchQuerySchema.parse({ type: "internship,full-time" }).type).toEqual(["internship", "full-time"]);
    expect(jobSearchQuerySchema.parse({ type: ["internship", "part-time,working-student"] }).type).toEqual([
      "internship",
      "part-time",
      "working-student",
    ]);
    expect(jobSearchQuerySchema.parse({ type: "" }).type).toBeUndefined();
    expect(jobSearchQuerySchema.parse({ skills: "python, docker" }).skills).toEqual(["python", "docker"]);
  });

  it("reads places, numbers and booleans from strings", () => {
    expect(
      jobSearchQuerySchema.parse({
        near: "47.37,8.55",
        radiusKm: "25",
        minPay: "40000",
        mine: "true",
        page: "3",
        pageSize: "50",
      }),
    ).toMatchObject({
      near: { lat: 47.37, lon: 8.55 },
      radiusKm: 25,
      minPay: 40_000,
      mine: true,
      page: 3,
      pageSize: 50,
    });
  });

  it.each([
    [{ near: "47.37" }, "near"],
    [{ near: "91,8" }, "near"],
    [{ type: "gig" }, "type"],
    [{ skills: "telepathy" }, "skills"],
    [{ pageSize: "100" }, "pageSize"],
    [{ page: "0" }, "page"],
    [{ sort: "cheapest" }, "sort"],
  ])("rejects %j on %s", (input, field) => {
    expect(issuesOf(jobSearchQuerySchema.safeParse(input))).toHaveProperty([field]);
  });

  it("checks parameters that depend on each other", () => {
    expect(jobSearchProblems(jobSearchQuerySchema.parse({ sort: "distance" }))).toHaveProperty(["sort"]);
    expect(jobSearchProblems(jobSearchQuerySchema.parse({ sort: "distance", near: "1,2" }))).toEqual({});
    expect(jobSearchProblems(jobSearchQuerySchema.parse({ status: "draft" }))).toHaveProperty(["status"]);
    expect(jobSearchProblems(jobSearchQuerySchema.parse({ status: "draft", mine: "true" }))).toEqual({});
  });
});
