import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatLsn, parseLsn } from "./replica-lsn.ts";

describe("WAL positions", () => {
  it("orders positions as PostgreSQL does (the high word first)", () => {
    expect(parseLsn("0/3001100")! > parseLsn("0/3000000")!).toBe(true);
    expect(parseLsn("1/0")! > parseLsn("0/FFFFFFFF")!).toBe(true);
    expect(parseLsn("16/B374D848")).toBe(0x16b374d848n);
  });

  it("reads what it writes", () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), (lsn) => parseLsn(formatLsn(lsn)) === lsn));
  });

  it("is no position for anything else (an edited cookie)", () => {
    for (const text of [undefined, null, "", "0", "0/", "/1", "0/123456789", "x/1", "0/1; other", " 0/1"]) {
      expect(parseLsn(text)).toBeNull();
    }
  });
});
