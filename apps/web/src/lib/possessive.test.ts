import { describe, expect, it } from "vitest";
import { possessive } from "./possessive.ts";

describe("possessive", () => {
  it("adds 's to a name, and only an apostrophe to one ending in s", () => {
    expect(possessive("Lena Meier")).toBe("Lena Meier's");
    expect(possessive("Helvetia Robotics")).toBe("Helvetia Robotics'");
    expect(possessive("Jonas")).toBe("Jonas'");
    expect(possessive("ACME SYSTEMS")).toBe("ACME SYSTEMS'");
  });
});
