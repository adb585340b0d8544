import { describe, expect, it } from "vitest";
import {
  countActiveFilters,
  effectiveSort,
  emptyFilters,
  jobListSearch,
  parseJobListParams,
  toApiQuery,
} from "./job-search-params.ts";

describe("job list search parameters", () => {
  it("round-trips every filter through the URL", () => {
    const filters = {
      ...emptyFilters,
      q: "data engineer",
      type: ["internship" as const, "part-time" as const],
      workMode: ["hybrid" as const],
      near: { lat: 47.3769, lon: 8.5417, label: "Zürich, Switzerland" },
      radiusKm: 25,
      skills: ["python", "sql"],
      minPay: 2000,
      per: "month" as const,
      currency: "CHF" as const,
      startFrom: "2026-09-01",
      sort: "distance" as const,
      page: 3,
      company: { id: "c-42", name: "Acme" },
    };
    const search = jobListSearch(filters);
    expect(search.toString()).toBe(
      "q=data+engineer&type=internship%2Cpart-time&workMode=hybrid&near=47.3769%2C8.5417&place=Z%C3%BCrich%2C+Switzerland&radiusKm=25&skills=python%2Csql&minPay=2000&per=month&currency=CHF&startFrom=2026-09-01&companyId=c-42&company=Acme&sort=distance&page=3",
    );
    expect(parseJobListParams(search)).toEqual(filters);
  });

  it("leaves defaults out and drops what it does not know, value by value", () => {
    expect(jobListSearch(emptyFilters).toString()).toBe("");
    const parsed = parseJobListParams(
      new URLSearchParams(
        "type=internship,nonsense&type=full-time&skills=python,not-a-skill&page=-2&near=200,1&sort=best",
      ),
    );
    expect(parsed).toEqual({ ...emptyFilters, type: ["internship", "full-time"], skills: ["python"] });
    expect(countActiveFilters(parsed)).toBe(3);
  });

  it("sorts by relevance only with words and by distance only with a place", () => {
    expect(effectiveSort({ ...emptyFilters })).toBe("newest");
    expect(effectiveSort({ ...emptyFilters, q: "react" })).toBe("relevance");
    expect(effectiveSort({ ...emptyFilters, sort: "distance" })).toBe("newest");
    expect(effectiveSort({ ...emptyFilters, sort: "relevance" })).toBe("newest");
  });

  it("keeps best match from the address, but not on a company's own list", () => {
    expect(effectiveSort({ ...emptyFilters, q: "react", sort: "match" })).toBe("match");
    expect(effectiveSort({ ...emptyFilters, sort: "match", mine: true })).toBe("newest");
  });

  it("asks the API for pay per year and only its own jobs' statuses when mine", () => {
    const query = toApiQuery({ ...emptyFilters, minPay: 3000, per: "month", currency: "EUR", status: ["draft"] });
    expect(query).toMatchObject({ minPay: 36000, currency: "EUR", status: undefined, sort: "newest", pageSize: 20 });
    expect(toApiQuery({ ...emptyFilters, mine: true, status: ["draft"] }).status).toEqual(["draft"]);
  });
});
