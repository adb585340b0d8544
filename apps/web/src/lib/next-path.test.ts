import { describe, expect, it } from "vitest";
import { paths } from "@stint/shared/page-routes";
import { safeNextPath } from "./next-path.ts";

describe("safeNextPath", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeNextPath("/account/student/edit")).toBe("/account/student/edit");
    expect(safeNextPath("/job-detail/42?tab=company#map")).toBe("/job-detail/42?tab=company#map");
  });

  it.each([
    ["empty", ""],
    ["absolute URL", "https://evil.example/phish"],
    ["protocol-relative", "//evil.example/phish"],
    ["backslash trick", "/\\evil.example"],
    ["javascript URL", "javascript:alert(1)"],
    ["relative path", "job-dashboard"],
    ["tab inside", "/\t/evil.example"],
    ["newline inside", "/\n/evil.example"],
  ])("rejects a %s", (_label, value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it("rejects nothing at all", () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });
});

describe("a `next` path in a screen's link", () => {
  it("encodes the path into the query", () => {
    expect(paths.landing({ next: "/account/student/edit?focus=bio" })).toBe(
      "/?next=%2Faccount%2Fstudent%2Fedit%3Ffocus%3Dbio",
    );
    expect(paths.login({ next: null })).toBe("/login");
  });
});
