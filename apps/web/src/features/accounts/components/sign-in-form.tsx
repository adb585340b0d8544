import { Anchor, Button, Group, PasswordInput, Stack } from "@mantine/core";
import { emailSchema } from "@stint/shared/account";
import { ACCOUNT_SUSPENDED } from "@stint/shared/admin-accounts";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { z } from "zod";
import { paths } from "@stint/shared/page-routes";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { meQueryKey } from "../../../lib/query-keys.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { signIn } from "../api/sign-in.ts";
import { clearSignedOutOnPurpose } from "../session-end.ts";
import { AuthEmailInput } from "./auth-email-input.tsx";

const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Enter your password."),
});

// Carries what was typed over, so nobody types their address twice.
function forgetPasswordLink(email: string) {
  return paths.forgetPassword({ email: email.trim() });
}

/**
 * Email and password. Success only sets the session: the public-only layout then sends the user on to `next`
 * or home.
 */
export function SignInForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation("auth");
  const queryClient = useQueryClient();

  const apiForm = useApiForm({
    initialValues: { email: initialEmail, password: "" },
    schema: signInSchema,
    toPayload: (values) => ({ email: values.email.trim(), password: values.password }),
    submit: signIn,
    onSuccess: (me) => {
      clearSignedOutOnPurpose();
      queryClient.setQueryData(meQueryKey, me);
    },
    // A 401 is always "wrong email or password", whatever code better-auth gave it. A suspended account's
    // refusal carries the operator's reason, written by the server in the account's own language.
    describeError: (error) =>
      error.status === 401
        ? t("common:errors.INVALID_EMAIL_OR_PASSWORD")
        : error.code === ACCOUNT_SUSPENDED && error.message
          ? error.message
          : null,
  });

  return (
    <ApiFormShell apiForm={apiForm} label={t("login.form")} errorTitle={t("login.errorTitle")}>
      <Stack gap="md">
        <AuthEmailInput form={apiForm.form} />
        <Stack gap={6}>
          <PasswordInput
            visibilityToggleButtonProps={{ "aria-label": t("common:passwordToggle") }}
            label={t("login.password")}
            autoComplete="current-password"
            required
            {...apiForm.form.getInputProps("password")}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={forgetPasswordLink(apiForm.form.values.email)} size="sm">
              {t("login.forgot")}
            </Anchor>
          </Group>
        </Stack>
        <Button type="submit" size="md" fullWidth loading={apiForm.saving}>
          {t("login.submit")}
        </Button>
      </Stack>
    </ApiFormShell>
  );
}
