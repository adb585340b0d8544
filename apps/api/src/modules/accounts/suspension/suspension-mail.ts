import type { UiLanguage } from "@stint/shared/ui-languages";
import { translator } from "../../../i18n/server-i18n.ts";
import { renderMail } from "../../../lib/mail/layout.ts";

/** To a suspended account's address: that it is suspended, and the operator's reason in their words. */
export function accountSuspendedMail(input: { language: UiLanguage; name: string; reason: string }) {
  const t = translator(input.language);
  return renderMail({
    language: input.language,
    subject: t("mails:accountSuspended.subject"),
    name: input.name,
    blocks: [
      t("mails:accountSuspended.intro"),
      t("mails:accountSuspended.reason", { reason: input.reason }),
      t("mails:accountSuspended.effects"),
    ],
  });
}

/** To a resumed account's address: it can sign in again. */
export function accountResumedMail(input: { language: UiLanguage; name: string; loginLink: string }) {
  const t = translator(input.language);
  return renderMail({
    language: input.language,
    subject: t("mails:accountResumed.subject"),
    name: input.name,
    blocks: [t("mails:accountResumed.intro"), { button: t("mails:accountResumed.button"), url: input.loginLink }],
  });
}
