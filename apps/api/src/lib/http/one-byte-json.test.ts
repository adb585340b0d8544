import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { oneByteJson } from "./one-byte-json.ts";

describe("oneByteJson", () => {
  it("reads back as the same value, whatever the text holds", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: "binary" }), (value, text) => {
        const written = oneByteJson({ value, text });
        expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify({ value, text })));
      }),
    );
  });

  it("writes only one-byte characters", () => {
    const written = oneByteJson({ excerpt: "We’re hiring in Zürich — apply…", emoji: "🙂", lone: "\ud800" });
    expect([...written].every((char) => char.charCodeAt(0) <= 0xff)).toBe(true);
    expect(written).toContain("Zürich");
    expect(written).toContain("\\u2019");
    expect(JSON.parse(written)).toEqual({ excerpt: "We’re hiring in Zürich — apply…", emoji: "🙂", lone: "\ud800" });
  });
});
