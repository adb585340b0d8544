import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { emailSchema } from "@stint/shared/account";
import { IconMailCheck } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { z } from "zod";
import { AuthPage } from "../../../components/auth-page.tsx";
import { paths } from "@stint/shared/page-routes";
import { requestPasswordReset } from "../api/request-password-reset.ts";
import { AuthEmailInput } from "./auth-email-input.tsx";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { RATE_LIMIT_MESSAGE } from "../../../lib/api-client.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";

const schema = z.object({ email: emailSchema });

/**
 * The forgot-password screen: asks for a reset link, then says it was sent (the same answer whether or not the
 * address has an account) and offers another.
 */
export function ForgetPasswordPage({ initialEmail }: { initialEmail: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);

  const apiForm = useApiForm({
    initialValues: { email: initialEmail },
    schema,
    toPayload: (values) => ({ email: values.email.trim().toLowerCase() }),
    submit: requestPasswordReset,
    onSuccess: (_result, payload) => setSentTo(payload.email),
    describeError: (error) => (error.status === 429 ? RATE_LIMIT_MESSAGE : error.message),
  });

  const footer = (
    <>
      Remembered it?{" "}
      <Anchor component={Link} to={paths.login()} fw={600}>
        Back to sign in
      </Anchor>
    </>
  );

  if (sentTo) {
    return (
      <AuthPage title="Check your email" pageTitle="Forgot password" footer={footer}>
        <Stack gap="md">
          <Alert variant="light" color="teal" icon={<IconMailCheck aria-hidden />} title="Link sent" role="status">
            If an account exists for this address, we sent a link.
          </Alert>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            We sent it to <strong>{sentTo}</strong> if that address belongs to a Stint account. The link works for one
            hour and only once. Nothing arrived after a few minutes? Check your spam folder or ask for another link.
          </Text>
          <Button variant="default" onClick={() => setSentTo(null)}>
            Send another link
          </Button>
        </Stack>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Forgot your password?"
      pageTitle="Forgot password"
      subtitle="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={footer}
    >
      <ApiFormShell apiForm={apiForm} label="Request a password reset link" errorTitle="Could not send the link">
        <Stack gap="md">
          <AuthEmailInput form={apiForm.form} />
          <Button type="submit" size="md" fullWidth loading={apiForm.saving}>
            Send reset link
          </Button>
        </Stack>
      </ApiFormShell>
    </AuthPage>
  );
}
