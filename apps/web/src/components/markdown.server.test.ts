// @vitest-environment node
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.ts";

// Server rendering has no DOM, so DOMPurify is skipped: these check that marked's output is safe by itself.
describe("renderMarkdown without a DOM", () => {
  it("runs where there is no window", () => {
    expect(typeof window).toBe("undefined");
  });

  it("shows raw HTML as text", () => {
    const html = renderMarkdown("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script");
  });

  it.each([
    ["[x](javascript:alert(1))", "<p>x</p>\n"],
    ["[x](JaVaScRiPt:alert(1))", "<p>x</p>\n"],
    ["[x](&#106;avascript:alert(1))", "<p>x</p>\n"],
    ["[x](data:text/html,hi)", "<p>x</p>\n"],
    ["![y](javascript:alert(1))", "<p>y</p>\n"],
  ])("keeps only the text of %s", (markdown, expected) => {
    expect(renderMarkdown(markdown)).toBe(expected);
  });

  it("opens allowed links in a new tab without referrer or ranking credit", () => {
    expect(renderMarkdown("[ok](https://example.com)")).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow ugc">ok</a></p>\n',
    );
  });

  it("turns an image into a link", () => {
    expect(renderMarkdown('![logo](https://example.com/a.png "Our logo")')).toBe(
      '<p><a href="https://example.com/a.png" title="Our logo" target="_blank" rel="noopener noreferrer nofollow ugc">logo</a></p>\n',
    );
  });

  it("escapes attribute values", () => {
    const html = renderMarkdown('[ok](https://example.com/"onmouseover=alert(1) "a\\"b")');
    expect(html).toContain('href="https://example.com/&quot;onmouseover=alert(1)"');
    expect(html).toContain('title="a&quot;b"');
  });

  it("leaves out what the browser's allow-list strips, so both render the same", () => {
    expect(renderMarkdown("- [x] done")).toBe("<ul>\n<li>done</li>\n</ul>\n");
    expect(renderMarkdown("```js\nlet a = '<b>';\n```")).toBe(
      "<pre><code>let a = &#39;&lt;b&gt;&#39;;\n</code></pre>\n",
    );
  });

  it("shifts headings so the top level becomes h3", () => {
    expect(renderMarkdown("# Title\n\n## Sub")).toBe("<h3>Title</h3>\n<h4>Sub</h4>\n");
  });

  it("renders tables", () => {
    const html = renderMarkdown("| a | b |\n|---|---|\n| 1 | 2 |");
    expect(html).toContain("<table>");
    expect(html).toContain("<th>a</th>");
    expect(html).toContain("<td>2</td>");
  });
});
