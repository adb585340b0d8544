import { describe, expect, it } from "vitest";
import { commonPasswords, isCommonPassword } from "./common-passwords.ts";

describe("isCommonPassword", () => {
  it.each(["password", "12345678", "qwertyuiop", "iloveyou", "sunshine", "password1", "1qaz2wsx", "trustno1"])(
    "rejects the well-known %s",
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it("ignores letter case", () => {
    expect(isCommonPassword("PASSWORD")).toBe(true);
    expect(isCommonPassword("ILoveYou")).toBe(true);
    expect(isCommonPassword("QwertyUiop")).toBe(true);
  });

  it("accepts a long, uncommon phrase and near misses", () => {
    expect(isCommonPassword("correct horse battery staple of Stint 2026")).toBe(false);
    expect(isCommonPassword("vN7#qLz!e2Wm")).toBe(false);
    expect(isCommonPassword(" password")).toBe(false);
    expect(isCommonPassword("")).toBe(false);
  });

  it("ships at least 10,000 passwords of allowed length, all lowercase, no header lines", () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    const outOfRule = [...list].filter(
      (password) =>
        password.length < 8 || password.length > 128 || password !== password.toLowerCase() || password.startsWith("#"),
    );
    expect(outOfRule).toEqual([]);
  });

  it("loads the list once", () => {
    expect(commonPasswords()).toBe(commonPasswords());
  });
});
