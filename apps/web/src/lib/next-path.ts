/**
 * The `next` parameter comes from the address bar, so it is untrusted: only a same-site path is honoured
 * ("/x", never "//evil.example" or "/\\evil.example", which browsers treat as another host).
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2000) return null;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  // Control characters (tabs, newlines) are stripped by URL parsers and can hide a "//" prefix.
  if ([...next].some((character) => character.charCodeAt(0) < 0x20)) return null;
  try {
    const url = new URL(next, "http://stint.invalid");
    if (url.origin !== "http://stint.invalid") return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
