import { describe, expect, it } from "vitest";
import { formatDistance } from "./distance-text.ts";

describe("formatDistance", () => {
  it("says 'same city' where city-level coordinates cannot tell a shorter distance, never metres", () => {
    expect(formatDistance(0)).toBe("same city");
    expect(formatDistance(0.1)).toBe("same city");
    expect(formatDistance(0.34)).toBe("same city");
    expect(formatDistance(1.9)).toBe("same city");
  });

  it("rounds to whole kilometres, and to a hundred from a thousand on", () => {
    expect(formatDistance(2)).toBe("2 km away");
    expect(formatDistance(4.56)).toBe("5 km away");
    expect(formatDistance(12.4)).toBe("12 km away");
    expect(formatDistance(224.3)).toBe("224 km away");
    expect(formatDistance(999.4)).toBe("999 km away");
    expect(formatDistance(1234)).toBe("1,200 km away");
    expect(formatDistance(2351)).toBe("2,400 km away");
  });

  it("names the place it is measured from", () => {
    expect(formatDistance(0.4, "Zürich")).toBe("in Zürich");
    expect(formatDistance(26.6, "Berlin")).toBe("27 km from Berlin");
    expect(formatDistance(1849, "Lisbon")).toBe("1,800 km from Lisbon");
  });
});
