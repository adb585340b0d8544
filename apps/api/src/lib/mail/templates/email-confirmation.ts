import type { UiLanguage } from "@stint/shared/ui-languages";
import { translator } from "../../../i18n/server-i18n.ts";

/** To a new account's address, when it must be confirmed before the account reaches anyone (decision 023). */
export function emailConfirmationMail(input: { language: UiLanguage; name: string; link: string; validHours: number }) {
  const t = translator(input.language);
  return {
    subject: t("mails:emailConfirmation.subject"),
    text: [
      t("mails:layout.greeting", { name: input.name }),
      "",
      t("mails:emailConfirmation.intro"),
      "",
      input.link,
      "",
      t("mails:emailConfirmation.validity", { hours: input.validHours }),
      t("mails:emailConfirmation.notYou"),
      "",
      "— Stint",
    ].join("\n"),
  };
}
