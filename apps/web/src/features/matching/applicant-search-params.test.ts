import { describe, expect, it } from "vitest";
import {
  applicantSearch,
  parseApplicantParams,
  statusesOfView,
  statusViewOf,
  toApplicantsQuery,
} from "./applicant-search-params.ts";

const job = { id: "job-1", hasPlace: false };

describe("applicant search parameters", () => {
  it("lists the open applicants when the address names no status", () => {
    const filters = parseApplicantParams(new URLSearchParams(""));
    expect(filters.status).toEqual([]);
    expect(filters.overdue).toBe(false);
    expect(statusViewOf(filters.status)).toBe("open");
    expect(toApplicantsQuery(filters, job)).toMatchObject({
      jobId: "job-1",
      scope: "applicants",
      status: ["applied", "reviewed", "shortlisted", "interview", "offer"],
    });
    expect(toApplicantsQuery(filters, job).overdue).toBeUndefined();
  });

  it("reads a status and overdue from the address (the dashboard's links) and writes them back", () => {
    const filters = parseApplicantParams(new URLSearchParams("status=applied&overdue=true&q=rust"));
    expect(statusViewOf(filters.status)).toBe("applied");
    expect(toApplicantsQuery(filters, job)).toMatchObject({ status: ["applied"], overdue: true, q: "rust" });
    expect(applicantSearch(filters).toString()).toBe("q=rust&status=applied&overdue=true");
  });

  it("drops invitees' statuses, which applicants never have", () => {
    expect(parseApplicantParams(new URLSearchParams("status=invited,hired")).status).toEqual(["hired"]);
  });

  it("maps each chip to its statuses and back; another combination is no chip", () => {
    expect(statusesOfView("open")).toEqual([]);
    expect(statusesOfView("rejected")).toEqual(["rejected"]);
    expect(statusViewOf(statusesOfView("all"))).toBe("all");
    expect(statusViewOf(["applied", "reviewed"])).toBeNull();
  });
});
