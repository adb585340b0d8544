import type { UiLanguage } from "@stint/shared/ui-languages";
import { translator } from "../../i18n/server-i18n.ts";
import { renderMail } from "../../lib/mail/layout.ts";
import { notificationFooter } from "../notifications/notification-mail.ts";

/** How many of the unread messages a digest quotes; the rest are counted. */
export const DIGEST_QUOTED_MESSAGES = 10;

/**
 * One conversation's unread messages as one mail, in the recipient's language: who wrote, each message as plain
 * text (the layout escapes it) under when it was sent, a button to the conversation, and the way out of this
 * kind of mail.
 */
export function digestMail(input: {
  language: UiLanguage;
  name: string;
  otherName: string;
  messages: readonly { body: string; sentAt: Date }[];
  link: string;
  settingsLink: string;
  unsubscribeLink: string;
}) {
  const { language, name, otherName, messages, link, settingsLink, unsubscribeLink } = input;
  const t = translator(language);
  const quoted = messages.slice(-DIGEST_QUOTED_MESSAGES);
  const more = messages.length - quoted.length;
  const title = t("mails:digest.title", { count: messages.length, name: otherName });
  return renderMail({
    language,
    subject: t("mails:subject", { title }),
    name,
    blocks: [
      title,
      ...(more > 0 ? [t("mails:digest.earlier", { count: more })] : []),
      ...quoted.map((message) => `${t("mails:digest.sentAt", { sentAt: message.sentAt })}\n${message.body}`),
      { button: t("mails:digest.answer"), url: link },
    ],
    footer: notificationFooter({ language, kind: "message.digest", settingsLink, unsubscribeLink }),
  });
}
