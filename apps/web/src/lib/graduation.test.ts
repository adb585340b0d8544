import { describe, expect, it } from "vitest";
import { testI18n } from "../test/i18n-setup.ts";
import { graduationText } from "./graduation.ts";

describe("graduationText", () => {
  const now = new Date("2026-03-15T12:00:00Z");
  const t = testI18n.t;

  it("says Graduated for a month that has begun, Graduating for one ahead", () => {
    expect(graduationText(t, "2025-06", now)).toBe("Graduated June 2025");
    expect(graduationText(t, "2026-03", now)).toBe("Graduated March 2026");
    expect(graduationText(t, "2026-06", now)).toBe("Graduating June 2026");
    expect(graduationText(t, null, now)).toBeNull();
  });
});
