import { describe, expect, it } from "vitest";
import { seededRandom } from "../lib/seeded-random.ts";
import { checkMove, pathTo } from "./plan-demo-history.ts";

describe("the demo history's moves", () => {
  it("are the product's: every path it plans passes, a move the product refuses throws", () => {
    const random = seededRandom(31);
    for (const final of ["applied", "reviewed", "interview", "offer", "hired", "rejected", "withdrawn"] as const) {
      for (let i = 0; i < 50; i++) {
        let from: Parameters<typeof checkMove>[0] = null;
        for (const step of pathTo(final, random)) {
          checkMove(from, step);
          from = step.status;
        }
      }
    }
    expect(() => checkMove("hired", { status: "rejected", by: "company" })).toThrow(/hired → rejected/);
    expect(() => checkMove("interview", { status: "reviewed", by: "company" })).toThrow();
    expect(() => checkMove("rejected", { status: "withdrawn", by: "student" })).toThrow();
    expect(() => checkMove(null, { status: "reviewed", by: "company" })).toThrow();
  });
});
