import { NOTIFICATION_KIND_LABELS } from "@stint/shared/notifications";
import { renderMail } from "../../lib/mail/layout.ts";

/** How many of the unread messages a digest quotes; the rest are counted. */
export const DIGEST_QUOTED_MESSAGES = 10;

/**
 * One conversation's unread messages as one mail: who wrote, each message as plain text (the layout escapes
 * it), a button to the conversation, and the way out of this kind of mail.
 */
export function digestMail(input: {
  name: string;
  otherName: string;
  messages: readonly { body: string; sentAt: Date }[];
  link: string;
  settingsLink: string;
  unsubscribeLink: string;
}) {
  const { name, otherName, messages, link, settingsLink, unsubscribeLink } = input;
  const quoted = messages.slice(-DIGEST_QUOTED_MESSAGES);
  const more = messages.length - quoted.length;
  const title =
    messages.length === 1 ? `A new message from ${otherName}` : `${messages.length} new messages from ${otherName}`;
  return renderMail({
    subject: `${title} · Stint`,
    name,
    blocks: [
      title,
      ...(more > 0 ? [`… and ${more} earlier ${more === 1 ? "message" : "messages"}.`] : []),
      ...quoted.map((message) => `${message.sentAt.toISOString().slice(0, 16).replace("T", " ")} UTC\n${message.body}`),
      { button: "Answer in Stint", url: link },
    ],
    footer: [
      `You get this mail because mail is on for “${NOTIFICATION_KIND_LABELS["message.digest"]}” in your Stint notification settings.`,
      { link: "Change them here", url: settingsLink },
      { link: "Turn off these mails", url: unsubscribeLink },
    ],
  });
}
