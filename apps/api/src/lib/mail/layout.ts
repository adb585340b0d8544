import type { UiLanguage } from "@stint/shared/ui-languages";
import { translator } from "../../i18n/server-i18n.ts";

/**
 * The one layout of every mail Stint sends: a plain-text part and an HTML part built from the same blocks, so
 * they cannot say different things. Every string given here is text: the HTML escapes all of it (names,
 * titles, addresses and links come from users), and nothing but this module writes markup.
 */

const PRODUCT = "Stint";

// The web app's theme (apps/web/src/config/theme.ts): its indigo primary (shade 6 for buttons and links, which
// keeps white text readable, 6.3:1), its deepest shade for the name, and its readable grey for small print.
const COLORS = {
  primary: "#4f46e5",
  brand: "#2b2680",
  text: "#212529",
  dimmed: "#5f666d",
  page: "#eef0ff",
  card: "#ffffff",
  rule: "#dcdfff",
};
const FONT = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * A paragraph (a string; line breaks kept), the mail's main button (one per mail: what it is about), or a
 * plain link with a label.
 */
export type MailBlock = string | { button: string; url: string } | { link: string; url: string };

export type MailContent = {
  /** The recipient's language (recipientLanguage): the greeting's, and the HTML's `lang`. */
  language: UiLanguage;
  subject: string;
  /** The recipient's name, for the greeting. */
  name: string;
  blocks: readonly MailBlock[];
  /** Small print under a rule: why this mail came and how to get fewer. */
  footer?: readonly MailBlock[];
};

export type RenderedMail = { subject: string; text: string; html: string };

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A link a mail may carry: http(s) only, so a value that slipped in can never become `javascript:`. */
function safeUrl(url: string): string {
  const parsed = URL.parse(url);
  if (!parsed || (parsed.protocol !== "http:" && parsed.protocol !== "https:")) {
    throw new Error("A mail link must be an http(s) URL");
  }
  return url;
}

function blockText(block: MailBlock): string {
  if (typeof block === "string") return block;
  if ("button" in block) return `${block.button}:\n${safeUrl(block.url)}`;
  return `${block.link}: ${safeUrl(block.url)}`;
}

function blockHtml(block: MailBlock, small = false): string {
  const style = small ? `margin:0 0 8px;font-size:12px;color:${COLORS.dimmed}` : "margin:0 0 16px";
  if (typeof block === "string") {
    return `<p style="${style}">${escapeHtml(block).replace(/\n/g, "<br>")}</p>`;
  }
  const href = escapeHtml(safeUrl(block.url));
  if ("button" in block) {
    return (
      `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 20px;` +
      `background:${COLORS.primary};color:#ffffff;font-weight:600;text-decoration:none;border-radius:8px">` +
      `${escapeHtml(block.button)}</a></p>`
    );
  }
  return `<p style="${style}"><a href="${href}" style="color:${COLORS.primary}">${escapeHtml(block.link)}</a></p>`;
}

/** The subject, the plain-text part and the HTML part of a mail. */
export function renderMail(content: MailContent): RenderedMail {
  const { language, subject, name, blocks, footer = [] } = content;
  const greeting = translator(language)("mails:layout.greeting", { name });
  const text = [
    greeting,
    ...blocks.map(blockText),
    ...(footer.length > 0 ? ["—", ...footer.map(blockText)] : []),
    `— ${PRODUCT}`,
  ].join("\n\n");
  const html = [
    "<!doctype html>",
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px 12px;background:${COLORS.page};font-family:${escapeHtml(FONT)};color:${COLORS.text};line-height:1.5">`,
    `<div style="max-width:560px;margin:0 auto;background:${COLORS.card};border-radius:12px;padding:24px">`,
    `<p style="margin:0 0 20px;font-weight:700;font-size:20px;color:${COLORS.brand}">${PRODUCT}</p>`,
    blockHtml(greeting),
    ...blocks.map((block) => blockHtml(block)),
    ...(footer.length > 0
      ? [
          `<hr style="border:none;border-top:1px solid ${COLORS.rule};margin:24px 0 16px">`,
          ...footer.map((block) => blockHtml(block, true)),
        ]
      : []),
    "</div></body></html>",
  ].join("\n");
  return { subject, text, html };
}
