import type { UiLanguage } from "@stint/shared/ui-languages";
import { translator } from "../../../i18n/server-i18n.ts";
import { renderMail } from "../layout.ts";

/** To the new address: the link that makes it the sign-in address. */
export function emailChangeConfirmationMail(input: {
  language: UiLanguage;
  name: string;
  newEmail: string;
  link: string;
  validMinutes: number;
}) {
  const t = translator(input.language);
  return renderMail({
    language: input.language,
    subject: t("mails:emailChange.confirmSubject"),
    name: input.name,
    blocks: [
      t("mails:emailChange.confirmIntro", { email: input.newEmail }),
      { button: t("mails:emailChange.confirmButton"), url: input.link },
      t("mails:emailChange.confirmValidity", { minutes: input.validMinutes }),
    ],
  });
}

/** To the current address, when a change is asked for: so that a change the owner did not ask for is noticed. */
export function emailChangeNoticeMail(input: {
  language: UiLanguage;
  name: string;
  newEmail: string;
  validMinutes: number;
  resetLink: string;
}) {
  const t = translator(input.language);
  return renderMail({
    language: input.language,
    subject: t("mails:emailChange.noticeSubject"),
    name: input.name,
    blocks: [
      t("mails:emailChange.noticeIntro", { email: input.newEmail, minutes: input.validMinutes }),
      t("mails:emailChange.noticeIfYou"),
      { button: t("mails:emailChange.noticeButton"), url: input.resetLink },
    ],
  });
}
