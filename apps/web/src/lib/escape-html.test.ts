import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html.ts";

describe("escapeHtml", () => {
  it("escapes what could open an element or close an attribute, and leaves other text alone", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
    expect(escapeHtml("Zürich · Data Analyst")).toBe("Zürich · Data Analyst");
  });
});
