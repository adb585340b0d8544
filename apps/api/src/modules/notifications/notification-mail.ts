import { NOTIFICATION_KIND_LABELS, type NotificationKind } from "@stint/shared/notifications";
import { renderMail } from "../../lib/mail/layout.ts";

/**
 * A notification as a mail: the title as the subject, the text, and a button to the item it is about. Nothing
 * in it but what the in-app notification says (names in titles come from the change; the layout escapes
 * them). The small print says why it came, where the settings are, and offers the one-click way out of this
 * kind of mail (the same URL as the List-Unsubscribe header).
 */
export function notificationMail(input: {
  name: string;
  kind: NotificationKind;
  title: string;
  body: string | null;
  link: string;
  settingsLink: string;
  unsubscribeLink: string;
}) {
  const { name, kind, title, body, link, settingsLink, unsubscribeLink } = input;
  return renderMail({
    subject: `${title} · Stint`,
    name,
    blocks: [title, ...(body ? [body] : []), { button: "Open it in Stint", url: link }],
    footer: [
      `You get this mail because mail is on for “${NOTIFICATION_KIND_LABELS[kind]}” in your Stint notification settings.`,
      { link: "Change them here", url: settingsLink },
      { link: "Turn off these mails", url: unsubscribeLink },
    ],
  });
}
