import { NOTIFICATION_KIND_LABELS, type NotificationKind } from "@stint/shared";

const PRODUCT = "Stint";

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/**
 * A notification as a mail: the title as the subject, the text, and a link to the screen it opens. Plain
 * text first (the outbox log line shows its first link), and the same in simple HTML. Nothing in it but what
 * the in-app notification says: names in titles come from the change, and are escaped in the HTML.
 */
export function notificationMail(input: {
  name: string;
  kind: NotificationKind;
  title: string;
  body: string | null;
  link: string;
  settingsLink: string;
}) {
  const { name, kind, title, body, link, settingsLink } = input;
  const why = `You get this mail because mail is on for “${NOTIFICATION_KIND_LABELS[kind]}” in your ${PRODUCT} notification settings.`;
  const text = [
    `Hello ${name},`,
    "",
    title,
    ...(body ? ["", body] : []),
    "",
    `Open it in ${PRODUCT}:`,
    link,
    "",
    "—",
    why,
    `Change them here: ${settingsLink}`,
    "",
    `— ${PRODUCT}`,
  ].join("\n");
  const paragraph = (content: string, style = "") => `<p style="margin:0 0 16px;${style}">${content}</p>`;
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f6f8;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1a1b1e;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    paragraph(PRODUCT, "font-weight:700;font-size:18px;color:#228be6"),
    paragraph(`Hello ${escapeHtml(name)},`),
    paragraph(escapeHtml(title), "font-weight:600"),
    ...(body ? [paragraph(escapeHtml(body).replace(/\n/g, "<br>"))] : []),
    paragraph(
      `<a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#228be6;color:#ffffff;text-decoration:none;border-radius:4px">Open in ${PRODUCT}</a>`,
    ),
    paragraph(
      `${escapeHtml(why)} <a href="${escapeHtml(settingsLink)}">Change them</a>.`,
      "font-size:12px;color:#868e96",
    ),
    "</div></body></html>",
  ].join("\n");
  return { subject: `${title} · ${PRODUCT}`, text, html };
}
