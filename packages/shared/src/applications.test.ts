import { describe, expect, it } from "vitest";
import {
  APPLICATION_STATUSES,
  companyMovesFrom,
  FINAL_APPLICATION_STATUSES,
  isFinalApplicationStatus,
  isOpenApplicationStatus,
  makesMatch,
  MATCHING_APPLICATION_STATUSES,
  OPEN_APPLICATION_STATUSES,
  PIPELINE_STATUSES,
} from "./applications.ts";

describe("the application status sets", () => {
  it("split every status into open or final, never both", () => {
    for (const status of APPLICATION_STATUSES) {
      expect(isOpenApplicationStatus(status) !== isFinalApplicationStatus(status), status).toBe(true);
    }
    expect([...OPEN_APPLICATION_STATUSES, ...FINAL_APPLICATION_STATUSES].toSorted()).toEqual(
      [...APPLICATION_STATUSES].toSorted(),
    );
  });

  it("make a match from shortlisted on along the pipeline, and not before or beside it", () => {
    expect(MATCHING_APPLICATION_STATUSES).toEqual(PIPELINE_STATUSES.slice(PIPELINE_STATUSES.indexOf("shortlisted")));
    expect(APPLICATION_STATUSES.filter(makesMatch)).toEqual(["shortlisted", "interview", "offer", "hired"]);
  });

  it("let a company move no final application", () => {
    for (const status of FINAL_APPLICATION_STATUSES) expect(companyMovesFrom(status, "accepted")).toEqual([]);
  });
});
