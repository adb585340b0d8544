import { describe, expect, it } from "vitest";
import {
  candidateSearch,
  countCandidateFilters,
  emptyCandidateFilters,
  emptyMatchingJobsFilters,
  matchingJobsSearch,
  parseCandidateParams,
  parseMatchingJobsParams,
  toCandidatesQuery,
  toMatchingJobsQuery,
  type CandidateFilters,
} from "./matching-search-params.ts";

describe("a student's matching list in the URL", () => {
  it("round-trips the CV, the words and the filters, and leaves empty ones out", () => {
    const filters = {
      cvId: "cv-1",
      q: "data",
      type: ["internship" as const, "working-student" as const],
      workMode: ["remote" as const],
    };
    const search = matchingJobsSearch(filters);
    expect(search.toString()).toBe("cvId=cv-1&q=data&type=internship%2Cworking-student&workMode=remote");
    expect(parseMatchingJobsParams(search)).toEqual(filters);
    expect(matchingJobsSearch(emptyMatchingJobsFilters).toString()).toBe("");
  });

  it("drops unknown values one by one", () => {
    expect(parseMatchingJobsParams(new URLSearchParams("type=internship,nonsense&workMode=moon&q=%20ml%20"))).toEqual({
      cvId: null,
      q: "ml",
      type: ["internship"],
      workMode: [],
    });
  });

  it("asks the API for the chosen CV, a page at a time", () => {
    expect(toMatchingJobsQuery({ ...emptyMatchingJobsFilters, q: "  " }, "cv-2")).toEqual({
      cvId: "cv-2",
      q: undefined,
      type: [],
      workMode: [],
      limit: 20,
    });
  });
});

describe("a job's candidates in the URL", () => {
  const filters: CandidateFilters = {
    q: "eth",
    minScore: 60,
    skills: ["python", "sql"],
    languages: ["de"],
    degree: "master",
    university: "ETH Zürich",
    graduationFrom: "2026-06",
    graduationTo: "2027-09",
    distanceKm: 50,
  };

  it("round-trips every filter", () => {
    const search = candidateSearch(filters);
    expect(parseCandidateParams(search)).toEqual(filters);
    expect(candidateSearch(emptyCandidateFilters).toString()).toBe("");
    expect(countCandidateFilters(filters, true)).toBe(8);
    expect(countCandidateFilters(filters, false)).toBe(7);
  });

  it("drops what it does not know", () => {
    const parsed = parseCandidateParams(
      new URLSearchParams(
        "minScore=120&skills=python,not-a-skill&languages=de,xx&degree=phd&graduationFrom=2026-13&distanceKm=0",
      ),
    );
    expect(parsed).toEqual({ ...emptyCandidateFilters, skills: ["python"], languages: ["de"] });
  });

  it("reads a backwards graduation range the right way round and asks for a distance only from a place", () => {
    const backwards = { ...filters, graduationFrom: "2028-01", graduationTo: "2026-06" };
    expect(toCandidatesQuery(backwards, { id: "job-1", hasPlace: false })).toMatchObject({
      jobId: "job-1",
      graduationFrom: "2026-06",
      graduationTo: "2028-01",
      distanceKm: undefined,
      minScore: 60,
    });
    expect(toCandidatesQuery(filters, { id: "job-1", hasPlace: true }).distanceKm).toBe(50);
  });
});
