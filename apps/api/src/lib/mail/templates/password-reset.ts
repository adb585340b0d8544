import type { UiLanguage } from "@stint/shared/ui-languages";
import { translator } from "../../../i18n/server-i18n.ts";
import { renderMail } from "../layout.ts";

export function passwordResetMail(input: { language: UiLanguage; name: string; link: string; validMinutes: number }) {
  const t = translator(input.language);
  return renderMail({
    language: input.language,
    subject: t("mails:passwordReset.subject"),
    name: input.name,
    blocks: [
      t("mails:passwordReset.intro"),
      { button: t("mails:passwordReset.button"), url: input.link },
      t("mails:passwordReset.validity", { minutes: input.validMinutes }),
    ],
  });
}
