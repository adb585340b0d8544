import { verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { reusedPasswordHashing } from "./reused-password-hashing.ts";
import { GOOD_PASSWORD } from "./test-app.ts";

describe("the test apps' password hashing", () => {
  it("hashes each password once, into a real scrypt hash that better-auth's own check accepts", async () => {
    const [first, second] = await Promise.all([
      reusedPasswordHashing.hash(GOOD_PASSWORD),
      reusedPasswordHashing.hash(GOOD_PASSWORD),
    ]);
    expect(second).toBe(first);
    expect(await reusedPasswordHashing.hash(GOOD_PASSWORD)).toBe(first);
    // What lib/current-password.ts checks with.
    expect(await verifyPassword({ hash: first, password: GOOD_PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash: first, password: "not the password" })).toBe(false);
    expect(await reusedPasswordHashing.hash("another long password")).not.toBe(first);
  });

  it("tells a wrong password from the right one, also when asked again", async () => {
    const hash = await reusedPasswordHashing.hash(GOOD_PASSWORD);
    for (let round = 0; round < 2; round += 1) {
      expect(await reusedPasswordHashing.verify({ hash, password: GOOD_PASSWORD })).toBe(true);
      expect(await reusedPasswordHashing.verify({ hash, password: `${GOOD_PASSWORD}!` })).toBe(false);
    }
  });
});
