import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { emailSchema } from "@stint/shared/account";
import { IconMailCheck } from "@tabler/icons-react";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { z } from "zod";
import { AuthPage } from "../../../components/auth-page.tsx";
import { paths } from "@stint/shared/page-routes";
import { requestPasswordReset } from "../api/request-password-reset.ts";
import { AuthEmailInput } from "./auth-email-input.tsx";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";

const schema = z.object({ email: emailSchema });

/**
 * The forgot-password screen: asks for a reset link, then says it was sent (the same answer whether or not the
 * address has an account) and offers another.
 */
export function ForgetPasswordPage({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation("auth");
  const [sentTo, setSentTo] = useState<string | null>(null);

  const apiForm = useApiForm({
    initialValues: { email: initialEmail },
    schema,
    toPayload: (values) => ({ email: values.email.trim().toLowerCase() }),
    submit: requestPasswordReset,
    onSuccess: (_result, payload) => setSentTo(payload.email),
  });

  const footer = (
    <Trans
      t={t}
      i18nKey="forgot.remembered"
      components={{ to: <Anchor component={Link} to={paths.login()} fw={600} /> }}
    />
  );

  if (sentTo) {
    return (
      <AuthPage title={t("forgot.sentTitle")} pageTitle={t("forgot.pageTitle")} footer={footer}>
        <Stack gap="md">
          <Alert
            variant="light"
            color="teal"
            icon={<IconMailCheck aria-hidden />}
            title={t("forgot.sentAlertTitle")}
            role="status"
          >
            {t("forgot.sentAlert")}
          </Alert>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            <Trans t={t} i18nKey="forgot.sentText" values={{ email: sentTo }} components={{ strong: <strong /> }} />
          </Text>
          <Button variant="default" onClick={() => setSentTo(null)}>
            {t("forgot.another")}
          </Button>
        </Stack>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title={t("forgot.title")}
      pageTitle={t("forgot.pageTitle")}
      subtitle={t("forgot.subtitle")}
      footer={footer}
    >
      <ApiFormShell apiForm={apiForm} label={t("forgot.form")} errorTitle={t("forgot.errorTitle")}>
        <Stack gap="md">
          <AuthEmailInput form={apiForm.form} />
          <Button type="submit" size="md" fullWidth loading={apiForm.saving}>
            {t("forgot.submit")}
          </Button>
        </Stack>
      </ApiFormShell>
    </AuthPage>
  );
}
