import type { UiLanguage } from "@stint/shared/ui-languages";
import { translator } from "../../../i18n/server-i18n.ts";
import { renderMail } from "../layout.ts";

/** To an account's address when someone tried to sign up with it. */
export function signUpAttemptMail(input: {
  language: UiLanguage;
  name: string;
  signInLink: string;
  resetLink: string;
}) {
  const t = translator(input.language);
  return renderMail({
    language: input.language,
    subject: t("mails:signUpAttempt.subject"),
    name: input.name,
    blocks: [
      t("mails:signUpAttempt.intro"),
      t("mails:signUpAttempt.ifYou"),
      { button: t("mails:signUpAttempt.button"), url: input.signInLink },
      { link: t("mails:signUpAttempt.forgot"), url: input.resetLink },
      t("mails:signUpAttempt.notYou"),
    ],
  });
}
