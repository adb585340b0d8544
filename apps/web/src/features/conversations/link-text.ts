/** A piece of a message's text: plain words, or a link with the text as typed and the address it opens. */
export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// A web address as people type them: with its scheme, or starting with "www.". Anything else stays text, so a
// message never carries a `javascript:` or `data:` link, whatever it says.
const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;

/** Punctuation that ends a sentence rather than the address ("see https://a.example/x."). */
const TRAILING = /[.,;:!?'"*_~]+$/;

/** Drops closing brackets the address did not open: "(see https://a.example/x)" keeps the ")" as text. */
function balance(address: string): string {
  let text = address;
  for (const [open, close] of [
    ["(", ")"],
    ["[", "]"],
    ["{", "}"],
  ] as const) {
    while (text.endsWith(close) && text.split(close).length > text.split(open).length) text = text.slice(0, -1);
  }
  return text;
}

function trimAddress(address: string): string {
  let text = address;
  for (;;) {
    const next = balance(text.replace(TRAILING, ""));
    if (next === text) return text;
    text = next;
  }
}

function toHref(address: string): string | null {
  const href = /^https?:\/\//i.test(address) ? address : `https://${address}`;
  try {
    const url = new URL(href);
    // The regular expression allows only these two; the check says so where it matters.
    return url.protocol === "http:" || url.protocol === "https:" ? href : null;
  } catch {
    return null;
  }
}

/**
 * A message's text split into plain text and web addresses, for rendering as text nodes and anchors (never as
 * HTML): "Call me at https://meet.example/abc." → text, link, text ".".
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = 0;
  const push = (plain: string) => {
    if (!plain) return;
    const last = parts[parts.length - 1];
    if (last?.kind === "text") last.text += plain;
    else parts.push({ kind: "text", text: plain });
  };
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index;
    const address = trimAddress(match[0]);
    const href = address.length > "www.".length ? toHref(address) : null;
    push(text.slice(rest, start));
    if (href && !/^(https?:\/\/|www\.)$/i.test(address)) parts.push({ kind: "link", text: address, href });
    else push(address);
    rest = start + address.length;
  }
  push(text.slice(rest));
  return parts;
}
