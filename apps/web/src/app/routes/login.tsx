import { Anchor, Stack } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { AuthPage } from "../../components/auth-page.tsx";
import { paths } from "@stint/shared/page-routes";
import { SignInForm } from "../../features/accounts/components/sign-in-form.tsx";
import {
  UniversitySignInButtons,
  UniversitySignInError,
} from "../../features/accounts/components/university-sign-in-buttons.tsx";
import { safeNextPath } from "../../lib/next-path.ts";

/**
 * `/login`: sign in; `?next=` is where the user goes afterwards, `?email=` fills the address in, `?error=` is why a
 * university sign-in came back refused.
 */
export function LoginRoute() {
  const { t } = useTranslation("auth");
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get("next"));
  const universityError = searchParams.get("error");

  return (
    <AuthPage
      title={t("login.title")}
      pageTitle={t("login.pageTitle")}
      subtitle={next ? t("login.subtitleNext") : t("login.subtitle")}
      footer={
        <Trans
          t={t}
          i18nKey="login.newHere"
          components={{ to: <Anchor component={Link} to={paths.chooseSignUpRole()} fw={600} /> }}
        />
      }
    >
      <Stack gap="lg">
        {universityError && <UniversitySignInError code={universityError} />}
        <SignInForm initialEmail={searchParams.get("email") ?? ""} />
        <UniversitySignInButtons callbackURL={next ?? paths.dashboard()} />
      </Stack>
    </AuthPage>
  );
}
