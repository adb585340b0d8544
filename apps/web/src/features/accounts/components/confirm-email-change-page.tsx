import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { EMAIL_CHANGE_LINK_ERRORS } from "@stint/shared/account-security";
import { IconAlertCircle, IconCircleCheck, IconLinkOff } from "@tabler/icons-react";
import { useEffect, useRef, type ReactNode } from "react";
import type { TFunction } from "i18next";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AuthPage } from "../../../components/auth-page.tsx";
import { paths, signInSecurityPath } from "@stint/shared/page-routes";
import { errorMessage } from "../../../i18n/error-message.ts";
import { isApiError, type ApiError } from "../../../lib/api-client.ts";
import { useMe } from "../api/get-me.ts";
import { useConfirmEmailChange } from "../api/confirm-email-change.ts";

type Outcome = { title: string; text: ReactNode };

/** What a refused link means, in the user's words, by the API's code. */
function refusal(t: TFunction<"auth">, language: string, error: ApiError): Outcome {
  switch (error.code) {
    case EMAIL_CHANGE_LINK_ERRORS.used:
      return { title: t("confirm.change.usedTitle"), text: t("confirm.change.used") };
    case EMAIL_CHANGE_LINK_ERRORS.expired:
      return { title: t("confirm.expiredTitle"), text: t("confirm.change.expired") };
    case EMAIL_CHANGE_LINK_ERRORS.unknown:
      return { title: t("confirm.change.unknownTitle"), text: t("confirm.change.unknown") };
    default:
      return { title: t("confirm.change.failedTitle"), text: errorMessage(t, language, error) };
  }
}

/**
 * `/confirm-email?token=…`, the link mailed to a new sign-in address: opening it confirms the change at once
 * (once: a second run of the effect must not spend the link), then says so, or says why the link did not work.
 */
export function ConfirmEmailChangePage({ token }: { token: string }) {
  const { t, i18n } = useTranslation("auth");
  const pageTitle = t("confirm.change.pageTitle");
  const me = useMe();
  const confirm = useConfirmEmailChange();
  const { mutate } = confirm;
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const next = me?.role ? (
    <Button component={Link} to={signInSecurityPath(me.role)}>
      {t("confirm.change.toAccount")}
    </Button>
  ) : (
    <Button component={Link} to={paths.login({ email: confirm.data?.emailAddress })}>
      {t("common:signIn")}
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
    const outcome = isApiError(confirm.error)
      ? refusal(t, i18n.language, confirm.error)
      : { title: t("confirm.change.failedTitle"), text: errorMessage(t, i18n.language, confirm.error) };
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
      <AuthPage title={t("confirm.change.doneTitle")} pageTitle={pageTitle}>
        <Stack gap="md">
          <Alert variant="light" color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              <Trans
                t={t}
                i18nKey="confirm.change.done"
                values={{ email: confirm.data.emailAddress }}
                components={{ strong: <Text span fw={600} size="sm" /> }}
              />
            </Text>
          </Alert>
          {next}
        </Stack>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t("confirm.change.busyTitle")} pageTitle={pageTitle}>
      <Stack align="center" py="md">
        <Loader aria-label={t("confirm.confirming")} />
      </Stack>
    </AuthPage>
  );
}
