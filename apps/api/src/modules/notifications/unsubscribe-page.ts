import type { UiLanguage } from "@stint/shared/ui-languages";
import { escapeHtml } from "../../lib/mail/layout.ts";

/**
 * The small pages of the one-click unsubscribe link, rendered by the API: the link must work from any mail
 * client without the web app or a session. Inline styles only (the CSP allows them, no script runs), in the
 * app's colours; every value is escaped. `form` posts back to the same URL.
 */
export function unsubscribePage(input: {
  language: UiLanguage;
  title: string;
  paragraphs: readonly string[];
  form?: { action: string; button: string };
  link?: { label: string; url: string };
}): string {
  const { language, title, paragraphs, form, link } = input;
  return [
    "<!doctype html>",
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Stint</title></head>`,
    '<body style="margin:0;padding:24px 12px;background:#eef0ff;font-family:ui-sans-serif,system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#212529;line-height:1.5">',
    '<main style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">',
    '<p style="margin:0 0 16px;font-weight:700;font-size:20px;color:#2b2680">Stint</p>',
    `<h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`),
    ...(form
      ? [
          `<form method="post" action="${escapeHtml(form.action)}">`,
          '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
          `<button type="submit" style="padding:12px 20px;border:none;border-radius:8px;background:#4f46e5;color:#ffffff;font:inherit;font-weight:600;cursor:pointer">${escapeHtml(form.button)}</button>`,
          "</form>",
        ]
      : []),
    ...(link
      ? [
          `<p style="margin:16px 0 0"><a href="${escapeHtml(link.url)}" style="color:#4f46e5">${escapeHtml(link.label)}</a></p>`,
        ]
      : []),
    "</main></body></html>",
  ].join("\n");
}
