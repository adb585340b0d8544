import createDOMPurify from "dompurify";
import { Marked } from "marked";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

// How far headings move down: the top level the author used becomes h3 (the page has h1, the section h2).
let headingShift = 2;

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
    image({ href, text }) {
      return `<a href="${escapeHtml(href)}">${escapeHtml(text || href)}</a>`;
    },
  },
});

let purifier: ReturnType<typeof createDOMPurify> | null = null;

/** Its own DOMPurify instance, so the link hook below does not leak into other users of the library. */
function getPurifier() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName === "A") {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer nofollow ugc");
    }
  });
  return purifier;
}

const ALLOWED_TAGS = [
  "p", "br", "strong", "em", "del", "s", "code", "pre", "blockquote", "ul", "ol", "li", "a", "hr",
  "h3", "h4", "h5", "h6", "table", "thead", "tbody", "tr", "th", "td",
]; // prettier-ignore

/** Markdown → HTML that is safe to insert: parsed by marked, then sanitised by DOMPurify with a short allow-list. */
export function renderMarkdown(markdown: string): string {
  const tokens = marked.lexer(markdown);
  const depths = tokens.flatMap((token) => (token.type === "heading" ? [token.depth as number] : []));
  headingShift = depths.length > 0 ? 3 - Math.min(...depths) : 2;
  const html = marked.parser(tokens);
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ["href", "title", "start", "align"],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#)/i,
  });
}
