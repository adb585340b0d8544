import type { NotificationKind } from "@stint/shared/notifications";
import type { UiLanguage } from "@stint/shared/ui-languages";
import { translator } from "../../i18n/server-i18n.ts";
import { type MailBlock, renderMail } from "../../lib/mail/layout.ts";

/**
 * The small print of every notification mail: why it came, where the settings are, and the one-click way out of
 * this kind of mail (the same URL as the List-Unsubscribe header).
 */
export function notificationFooter(input: {
  language: UiLanguage;
  kind: NotificationKind;
  settingsLink: string;
  unsubscribeLink: string;
}): MailBlock[] {
  const t = translator(input.language);
  return [
    t("mails:footer.why", { kind: t(`notifications:kinds.${input.kind}`) }),
    { link: t("mails:footer.settings"), url: input.settingsLink },
    { link: t("mails:footer.unsubscribe"), url: input.unsubscribeLink },
  ];
}

/**
 * A notification as a mail: the title as the subject, the text, and a button to the item it is about. Nothing
 * in it but what the in-app notification says, in the recipient's language (names in titles come from the
 * change; the layout escapes them).
 */
export function notificationMail(input: {
  language: UiLanguage;
  name: string;
  kind: NotificationKind;
  title: string;
  body: string | null;
  link: string;
  settingsLink: string;
  unsubscribeLink: string;
}) {
  const { language, name, title, body, link } = input;
  const t = translator(language);
  return renderMail({
    language,
    subject: t("mails:subject", { title }),
    name,
    blocks: [title, ...(body ? [body] : []), { button: t("mails:notification.open"), url: link }],
    footer: notificationFooter(input),
  });
}
