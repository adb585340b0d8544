import { describe, expect, it } from "vitest";
import { isEmptyCandidateFilter, sameCandidateFilter } from "./saved-filter-match.ts";

describe("which saved filter is in force", () => {
  it("ignores list order, empty lists, a zero score and the scope", () => {
    expect(
      sameCandidateFilter(
        { scope: "all", skills: ["python", "sql"], languages: [], minScore: 0, status: ["applied"] },
        { scope: "invitable", skills: ["sql", "python"], status: ["applied"] },
      ),
    ).toBe(true);
  });

  it("tells filters apart by any value", () => {
    const base = { skills: ["python"], status: undefined };
    expect(sameCandidateFilter(base, { ...base, minScore: 60 })).toBe(false);
    expect(sameCandidateFilter(base, { ...base, skills: ["python", "sql"] })).toBe(false);
    expect(sameCandidateFilter({ ...base, status: ["applied"] }, { ...base, status: ["invited"] })).toBe(false);
  });

  it("finds nothing worth saving in a filter that narrows nothing", () => {
    expect(isEmptyCandidateFilter({ scope: "all", skills: [], minScore: 0, status: undefined })).toBe(true);
    expect(isEmptyCandidateFilter({ university: "ETH", status: undefined })).toBe(false);
  });
});
