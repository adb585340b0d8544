import { type JobListItem, jobListItemSchema } from "@stint/shared/jobs";
import { matchedJobsPageSchema } from "@stint/shared/matching";
import { describe, expect, it } from "vitest";
import { withDistanceFrom } from "../jobs/job-dto.ts";
import { jobEntryOf } from "./index/job-entries.ts";
import { matchedJobsPageJson, type RankedJobsPage } from "./matched-jobs-json.ts";

const zurich = {
  id: "geonames:2657896",
  lat: 47.3769,
  lon: 8.5417,
  city: "Zürich",
  label: "Zürich, Switzerland",
  region: "Zurich",
  country: "Switzerland",
  countryCode: "CH",
};

function card(id: string, overrides: Partial<JobListItem> = {}): JobListItem {
  return jobListItemSchema.parse({
    id,
    title: "Data “Science” Intern — Zürich",
    type: "internship",
    workMode: "hybrid",
    location: zurich,
    requiredSkills: [{ skillId: "python", level: 3 }],
    niceToHaveSkills: [],
    languages: [{ language: "de", level: "B2" }],
    minDegree: null,
    fieldsOfStudy: ["Computer Science"],
    startDate: null,
    durationMonths: 6,
    pay: { min: 2000, max: 2500, currency: "CHF", period: "month" },
    positions: 1,
    deadline: null,
    status: "published",
    companyId: "company-1",
    company: { id: "company-1", name: "Nordlicht 🙂 AG", address: zurich, logoUrl: null, verified: false },
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    publishedAt: "2026-11-01T10:00:00.000Z",
    excerpt: "We’re a small team in Zürich…",
    distanceKm: null,
    ...overrides,
  });
}

const cards = [card("job-1"), card("job-2", { location: null, workMode: "remote" }), card("job-3")];
const match = (score: number) => ({
  score,
  jobFit: score,
  studentFit: 100,
  reasons: ["Python at level 3 – met"],
  reasonTexts: [[{ key: "skills-met" as const, values: { met: 1, count: 1, kind: "required" } }]],
});

function page(near: RankedJobsPage["near"]): RankedJobsPage {
  return {
    cvId: "cv-1",
    total: 3,
    totalCapped: false,
    nextCursor: "b2Zmc2V0OjM",
    near,
    items: cards.map((each, i) => ({
      entry: jobEntryOf(each),
      match: match(90 - i),
      mark: i === 0 ? ("invited" as const) : null,
      saved: i === 1,
    })),
  };
}

describe("matchedJobsPageJson", () => {
  it("reads as the page written with JSON.stringify, with each card's distance from near", () => {
    for (const near of [undefined, { lat: 46.948, lon: 7.4474 }]) {
      const written = matchedJobsPageJson(page(near));
      const expected = {
        cvId: "cv-1",
        total: 3,
        totalCapped: false,
        nextCursor: "b2Zmc2V0OjM",
        items: cards.map((each, i) => ({
          job: withDistanceFrom(each, near),
          match: match(90 - i),
          mark: i === 0 ? "invited" : null,
          saved: i === 1,
        })),
      };
      expect(JSON.parse(written)).toEqual(expected);
      expect(matchedJobsPageSchema.parse(JSON.parse(written))).toEqual(expected);
    }
  });

  it("gives the distance of placed jobs only, and writes one-byte text", () => {
    const written = matchedJobsPageJson(page({ lat: 46.948, lon: 7.4474 }));
    const distances = JSON.parse(written).items.map((item: { job: JobListItem }) => item.job.distanceKm);
    expect(distances).toEqual([95.5, null, 95.5]);
    expect([...written].every((char) => char.charCodeAt(0) <= 0xff)).toBe(true);
  });

  it("writes an empty page", () => {
    const empty = { ...page(undefined), items: [], total: 0, nextCursor: null };
    expect(JSON.parse(matchedJobsPageJson(empty))).toEqual({
      cvId: "cv-1",
      total: 0,
      totalCapped: false,
      nextCursor: null,
      items: [],
    });
  });
});
