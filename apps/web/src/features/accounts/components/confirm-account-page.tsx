import { Alert, Button, Loader, Stack } from "@mantine/core";
import { EMAIL_CONFIRMATION_LINK_ERRORS } from "@stint/shared/email-confirmation";
import { IconAlertCircle, IconCircleCheck, IconLinkOff } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthPage } from "../../../components/auth-page.tsx";
import { paths } from "@stint/shared/page-routes";
import { errorMessage } from "../../../i18n/error-message.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { useMe } from "../api/get-me.ts";
import { useConfirmAccount } from "../api/email-confirmation.ts";

/** What a refused link means, in the user's words, by the API's code. */
function refusal(t: TFunction<"auth">, language: string, error: Error): { title: string; text: string } {
  if (isApiError(error) && error.code === EMAIL_CONFIRMATION_LINK_ERRORS.expired) {
    return { title: t("confirm.expiredTitle"), text: t("confirm.account.expired") };
  }
  if (isApiError(error) && error.code === EMAIL_CONFIRMATION_LINK_ERRORS.unknown) {
    return { title: t("confirm.account.unknownTitle"), text: t("confirm.account.unknown") };
  }
  return { title: t("confirm.account.failedTitle"), text: errorMessage(t, language, error) };
}

/**
 * `/confirm-account?token=…`, the link mailed to an account that must confirm its email: opening it confirms at
 * once (once: a second run of the effect must not spend the link), then says so, or says why it did not work.
 */
export function ConfirmAccountPage({ token }: { token: string }) {
  const { t, i18n } = useTranslation("auth");
  const pageTitle = t("confirm.account.pageTitle");
  const me = useMe();
  const confirm = useConfirmAccount();
  const { mutate } = confirm;
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const next = (
    <Button component={Link} to={me?.role ? paths.dashboard() : paths.login()}>
      {me?.role ? t("common:toDashboard") : t("common:signIn")}
    </Button>
  );

  if (!token) {
    return (
      <AuthPage title={t("confirm.incompleteTitle")} pageTitle={pageTitle}>
        <Alert variant="light" color="orange" icon={<IconLinkOff aria-hidden />} title={t("confirm.noCodeTitle")}>
          {t("confirm.noCode")}
        </Alert>
      </AuthPage>
    );
  }
  if (confirm.isError) {
    const outcome = refusal(t, i18n.language, confirm.error);
    return (
      <AuthPage title={outcome.title} pageTitle={pageTitle}>
        <Stack gap="md">
          <Alert variant="light" color="orange" icon={<IconAlertCircle aria-hidden />} role="alert">
            {outcome.text}
          </Alert>
          {next}
        </Stack>
      </AuthPage>
    );
  }
  if (confirm.data) {
    return (
      <AuthPage title={t("confirm.account.doneTitle")} pageTitle={pageTitle}>
        <Stack gap="md">
          <Alert variant="light" color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
            {t("confirm.account.done")}
          </Alert>
          {next}
        </Stack>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t("confirm.account.busyTitle")} pageTitle={pageTitle}>
      <Stack align="center" py="md">
        <Loader aria-label={t("confirm.confirming")} />
      </Stack>
    </AuthPage>
  );
}
