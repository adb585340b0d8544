import { describe, expect, it } from "vitest";
import { splitLinks } from "./link-text.ts";

describe("splitLinks", () => {
  it("keeps text without addresses as one piece", () => {
    expect(splitLinks("Hello, see you on Monday.")).toEqual([{ kind: "text", text: "Hello, see you on Monday." }]);
  });

  it("makes http(s) and www. addresses links, leaving the sentence's punctuation out", () => {
    expect(splitLinks("Join at https://meet.example/abc?x=1. Or www.stint.example, thanks")).toEqual([
      { kind: "text", text: "Join at " },
      { kind: "link", text: "https://meet.example/abc?x=1", href: "https://meet.example/abc?x=1" },
      { kind: "text", text: ". Or " },
      { kind: "link", text: "www.stint.example", href: "https://www.stint.example" },
      { kind: "text", text: ", thanks" },
    ]);
  });

  it("keeps a closing bracket the address did not open as text, and one it did in the link", () => {
    expect(splitLinks("(see https://a.example/x)")).toEqual([
      { kind: "text", text: "(see " },
      { kind: "link", text: "https://a.example/x", href: "https://a.example/x" },
      { kind: "text", text: ")" },
    ]);
    expect(splitLinks("https://en.example/wiki/A_(b)")[0]).toEqual({
      kind: "link",
      text: "https://en.example/wiki/A_(b)",
      href: "https://en.example/wiki/A_(b)",
    });
  });

  it("never links another scheme, and HTML stays text", () => {
    const parts = splitLinks('javascript:alert(1) data:text/html,<b>x</b> <a href="https://x.example">y</a>');
    expect(parts.filter((part) => part.kind === "link").map((part) => part.text)).toEqual(["https://x.example"]);
    expect(parts.map((part) => part.text).join("")).toBe(
      'javascript:alert(1) data:text/html,<b>x</b> <a href="https://x.example">y</a>',
    );
  });

  it("leaves a bare scheme as text and keeps every character of the message", () => {
    const text = "https:// and www. alone\nnext line https://b.example/ok!";
    expect(
      splitLinks(text)
        .map((part) => part.text)
        .join(""),
    ).toBe(text);
    expect(splitLinks(text).filter((part) => part.kind === "link")).toEqual([
      { kind: "link", text: "https://b.example/ok", href: "https://b.example/ok" },
    ]);
  });
});
