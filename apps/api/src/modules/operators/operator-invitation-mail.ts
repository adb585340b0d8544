import type { UiLanguage } from "@stint/shared/ui-languages";
import { translator } from "../../i18n/server-i18n.ts";
import { renderMail } from "../../lib/mail/layout.ts";

/** The mail to someone made an operator who had no user yet: a link to choose their first password. */
export function operatorInvitationMail(input: {
  language: UiLanguage;
  email: string;
  /** The inviting operator's email; null: the server's command line. */
  inviter: string | null;
  link: string;
  validDays: number;
}) {
  const t = translator(input.language);
  return renderMail({
    language: input.language,
    subject: t("mails:operatorInvitation.subject"),
    name: input.email,
    blocks: [
      t("mails:operatorInvitation.intro", {
        inviter: input.inviter ?? t("mails:operatorInvitation.commandLine"),
        email: input.email,
      }),
      { button: t("mails:operatorInvitation.button"), url: input.link },
      t("mails:operatorInvitation.validity", { days: input.validDays }),
    ],
  });
}
