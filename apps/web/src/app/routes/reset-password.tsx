import { Anchor, Center, Loader } from "@mantine/core";
import { PASSWORD_MIN } from "@stint/shared/password";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { AuthPage } from "../../components/auth-page.tsx";
import { paths } from "@stint/shared/page-routes";
import { useResetLinkStatus } from "../../features/accounts/api/check-reset-link.ts";
import {
  ResetLinkIncomplete,
  ResetLinkUsed,
  ResetPasswordForm,
} from "../../features/accounts/components/reset-password-form.tsx";

/** `/reset-password?token=…`: the mailed link's screen, to choose a new password. */
export function ResetPasswordRoute() {
  const { t } = useTranslation("auth");
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const link = useResetLinkStatus(token);

  if (!token) {
    return (
      <AuthPage title={t("reset.incompleteTitle")} pageTitle={t("reset.pageTitle")}>
        <ResetLinkIncomplete />
      </AuthPage>
    );
  }

  if (link.data?.usable === false) {
    return (
      <AuthPage title={t("reset.usedTitle")} pageTitle={t("reset.pageTitle")}>
        <ResetLinkUsed />
      </AuthPage>
    );
  }

  // Should the check itself fail, the form is shown: changing the password checks the link again.
  return (
    <AuthPage
      title={t("reset.title")}
      pageTitle={t("reset.pageTitle")}
      subtitle={t("reset.subtitle", { min: PASSWORD_MIN })}
      footer={
        <Anchor component={Link} to={paths.login()} fw={600}>
          {t("reset.backToSignIn")}
        </Anchor>
      }
    >
      {link.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t("reset.checking")} />
        </Center>
      ) : (
        <ResetPasswordForm token={token} />
      )}
    </AuthPage>
  );
}
