import { describe, expect, it } from "vitest";
import { signedInRecently } from "./sign-in-methods.ts";

const methods = (recentSignInUntil: string | null) => ({ password: false, universities: ["unibe"], recentSignInUntil });

describe("signedInRecently", () => {
  const now = Date.parse("2026-11-29T10:00:00Z");
  it("is true until the moment the server names, and false from then on or without one", () => {
    expect(signedInRecently(methods("2026-11-29T10:05:00Z"), now)).toBe(true);
    expect(signedInRecently(methods("2026-11-29T10:00:00Z"), now)).toBe(false);
    expect(signedInRecently(methods("2026-11-29T09:59:00Z"), now)).toBe(false);
    expect(signedInRecently(methods(null), now)).toBe(false);
  });
});
