import { Anchor, Stack } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthPage } from "../../components/auth-page.tsx";
import { paths } from "@stint/shared/page-routes";
import { SignUpRoleChoices } from "../../features/accounts/components/sign-up-role-choices.tsx";
import { UniversitySignInButtons } from "../../features/accounts/components/university-sign-in-buttons.tsx";

export function ChooseSignUpRoleRoute() {
  const { t } = useTranslation("auth");
  return (
    <AuthPage
      title={t("chooseRole.title")}
      pageTitle={t("chooseRole.pageTitle")}
      subtitle={t("chooseRole.subtitle")}
      width={720}
      footer={
        <Trans
          t={t}
          i18nKey="haveAccount"
          components={{ to: <Anchor component={Link} to={paths.login()} fw={600} /> }}
        />
      }
    >
      <Stack gap="lg">
        <SignUpRoleChoices />
        <UniversitySignInButtons callbackURL={paths.dashboard()} />
      </Stack>
    </AuthPage>
  );
}
