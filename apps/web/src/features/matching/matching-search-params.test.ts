import { describe, expect, it } from "vitest";
import {
  candidateSearch,
  countCandidateFilters,
  emptyCandidateFilters,
  emptyMatchingJobsFilters,
  matchingJobsSearch,
  parseCandidateParams,
  parseMatchingJobsParams,
  fromSavedCandidateFilter,
  toCandidatesQuery,
  toSavedCandidateFilter,
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
    status: [],
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

  it("keeps the statuses in the URL and asks for them only where the list has them", () => {
    const withStatus = { ...filters, status: ["shortlisted" as const, "invited" as const] };
    const search = candidateSearch(withStatus);
    expect(search.get("status")).toBe("shortlisted,invited");
    expect(parseCandidateParams(search)).toEqual(withStatus);
    expect(parseCandidateParams(new URLSearchParams("status=invited,pending,hired")).status).toEqual([
      "invited",
      "hired",
    ]);

    const invitable = toCandidatesQuery(withStatus, { id: "job-1", hasPlace: true });
    expect(invitable).not.toHaveProperty("status");
    expect(invitable).not.toHaveProperty("scope");
    expect(toCandidatesQuery(withStatus, { id: "job-1", hasPlace: true, scope: "all" })).toMatchObject({
      scope: "all",
      status: ["shortlisted", "invited"],
    });
    expect(countCandidateFilters(withStatus, true)).toBe(8);
    expect(countCandidateFilters(withStatus, true, true)).toBe(10);
  });
});

describe("a saved filter and the URL", () => {
  const filters: CandidateFilters = {
    ...emptyCandidateFilters,
    q: "zürich",
    minScore: 70,
    skills: ["python"],
    languages: ["de", "en"],
    graduationTo: "2027-09",
    distanceKm: 25,
    status: ["applied"],
  };

  it("saves every filter in force but not the words, with the list's scope", () => {
    expect(toSavedCandidateFilter(filters, { id: "job-1", hasPlace: true, scope: "all" })).toEqual({
      scope: "all",
      minScore: 70,
      skills: ["python"],
      languages: ["de", "en"],
      graduationTo: "2027-09",
      distanceKm: 25,
      status: ["applied"],
    });
  });

  it("leaves out statuses where candidates have none and a distance where the job has no place", () => {
    const saved = toSavedCandidateFilter(filters, { id: "job-1", hasPlace: false });
    expect(saved).toMatchObject({ scope: "invitable", minScore: 70 });
    expect(saved.status).toBeUndefined();
    expect(saved).not.toHaveProperty("distanceKm");
  });

  it("round-trips: applying a saved filter writes the same URL, keeps the words and clears the rest", () => {
    const list = { id: "job-1", hasPlace: true, scope: "all" as const };
    const saved = toSavedCandidateFilter(filters, list);
    const other: CandidateFilters = { ...filters, degree: "master", university: "ETH", skills: ["sql"] };
    const applied = { ...other, ...fromSavedCandidateFilter(saved) };
    expect(applied).toEqual(filters);
    expect(parseCandidateParams(candidateSearch(applied))).toEqual(filters);
    expect(toSavedCandidateFilter(applied, list)).toEqual(saved);
  });
});
