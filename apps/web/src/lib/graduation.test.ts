import { describe, expect, it } from "vitest";
import { graduationText } from "./graduation.ts";

describe("graduationText", () => {
  const now = new Date("2026-03-15T12:00:00Z");

  it("says Graduated for a month that has begun, Graduating for one ahead", () => {
    expect(graduationText("2025-06", now)).toBe("Graduated June 2025");
    expect(graduationText("2026-03", now)).toBe("Graduated March 2026");
    expect(graduationText("2026-06", now)).toBe("Graduating June 2026");
    expect(graduationText(null, now)).toBeNull();
  });
});
