import createDOMPurify from "dompurify";
import { Marked, Renderer } from "marked";
import { escapeHtml } from "../lib/escape-html.ts";

// One list for marked and DOMPurify, so the server (marked only) and the browser (both) accept the same links.
const ALLOWED_URI = /^(?:https?:|mailto:|#)/i;
const LINK_REL = "noopener noreferrer nofollow ugc";

// How far headings move down: the top level the author used becomes h3 (the page has h1, the section h2).
let headingShift = 2;

/** Null when the URL is not allowed: the renderers must be safe on their own, as the server has no DOMPurify. */
function anchor(href: string, title: string | null | undefined, innerHtml: string): string | null {
  if (!ALLOWED_URI.test(href)) return null;
  const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
  return `<a href="${escapeHtml(href)}"${titleAttribute} target="_blank" rel="${LINK_REL}">${innerHtml}</a>`;
}

/**
 * Markdown as companies write it: GitHub-flavoured, but raw HTML is shown as text, headings start at h3 and
 * images become links (no third-party requests from a job ad).
 */
const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    heading({ tokens, depth }) {
      const level = Math.min(Math.max(depth + headingShift, 3), 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      return anchor(href, title, text) ?? text;
    },
    image({ href, title, text }) {
      const label = escapeHtml(text || href);
      return anchor(href, title, label) ?? label;
    },
    // The two below leave out what DOMPurify would strip, so server-rendered and browser HTML are the same.
    checkbox() {
      return "";
    },
    code(token) {
      return Renderer.prototype.code.call(this, { ...token, lang: undefined });
    },
  },
});

let purifier: ReturnType<typeof createDOMPurify> | null = null;

/** Its own DOMPurify instance, so the link hook below does not leak into other users of the library. */
function getPurifier() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  // target and rel are not in ALLOWED_ATTR (no other tag may have them), so they are put back on links here.
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A") {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", LINK_REL);
    }
  });
  return purifier;
}

const ALLOWED_TAGS = [
  "p", "br", "strong", "em", "del", "s", "code", "pre", "blockquote", "ul", "ol", "li", "a", "hr",
  "h3", "h4", "h5", "h6", "table", "thead", "tbody", "tr", "th", "td",
]; // prettier-ignore

/**
 * Markdown → HTML that is safe to insert: marked's output is safe by itself (server rendering has no DOM); in the
 * browser DOMPurify with a short allow-list is a second layer.
 */
export function renderMarkdown(markdown: string): string {
  const tokens = marked.lexer(markdown);
  const depths = tokens.flatMap((token) => (token.type === "heading" ? [token.depth as number] : []));
  headingShift = depths.length > 0 ? 3 - Math.min(...depths) : 2;
  const html = marked.parser(tokens);
  if (typeof window === "undefined") return html;
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ["href", "title", "start", "align"],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    // DOMPurify also tests attributes outside its URI-safe list against the regex above, which no align/start passes.
    ADD_URI_SAFE_ATTR: ["start", "align"],
  });
}
