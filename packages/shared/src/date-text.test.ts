import { describe, expect, it } from "vitest";
import { formatDate } from "./date-text.ts";

describe("formatDate", () => {
  it("writes a day as people read it", () => {
    expect(formatDate("2027-02-01")).toBe("1 Feb 2027");
    expect(formatDate("2027-07-31T10:00:00.000Z")).toBe("31 Jul 2027");
    expect(formatDate(null)).toBeNull();
    expect(formatDate("soon")).toBe("soon");
  });
});
