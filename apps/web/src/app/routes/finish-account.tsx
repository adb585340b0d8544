import { Trans, useTranslation } from "react-i18next";
import { Anchor } from "@mantine/core";
import { AuthPage } from "../../components/auth-page.tsx";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { useSignOut } from "../../features/accounts/api/sign-out.ts";
import { FinishAccountForm } from "../../features/accounts/components/finish-account-form.tsx";

/**
 * Shown by the guard instead of the app when the signed-in user has no student or company account (seed §4:
 * role null). They choose a role and fill the account; the app then opens where they were going.
 */
export function FinishAccountRoute() {
  const { t } = useTranslation("accounts");
  const me = useMe();
  const signOut = useSignOut();

  return (
    <AuthPage
      title={t("finish.title")}
      subtitle={
        <Trans
          t={t}
          i18nKey="finish.subtitle"
          values={{ email: me?.user.email ?? "" }}
          components={{ strong: <strong /> }}
        />
      }
      width={680}
      footer={
        <Trans
          t={t}
          i18nKey="finish.notYou"
          components={{ to: <Anchor component="button" type="button" fw={600} onClick={() => signOut.mutate()} /> }}
        />
      }
    >
      <FinishAccountForm />
    </AuthPage>
  );
}
