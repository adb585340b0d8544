import { Anchor, Button, Group, PasswordInput, Stack } from "@mantine/core";
import { emailSchema } from "@stint/shared/account";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { AuthPage } from "../../components/auth-page.tsx";
import { paths } from "../../config/paths.ts";
import { meQueryKey } from "../../features/accounts/api/get-me.ts";
import { signIn } from "../../features/accounts/api/sign-in.ts";
import { clearSignedOutOnPurpose } from "../../features/accounts/session-end.ts";
import { AuthEmailInput } from "../../features/accounts/components/auth-email-input.tsx";
import { ApiFormShell } from "../../lib/api-form-shell.tsx";
import { RATE_LIMIT_MESSAGE } from "../../lib/api-client.ts";
import { safeNextPath } from "../../lib/next-path.ts";
import { useApiForm } from "../../lib/use-api-form.ts";

const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Enter your password."),
});

// Carries what was typed over, so nobody types their address twice.
function forgetPasswordLink(email: string) {
  const typed = email.trim();
  return typed ? `${paths.forgetPassword}?email=${encodeURIComponent(typed)}` : paths.forgetPassword;
}

export function LoginRoute() {
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get("next"));

  const apiForm = useApiForm({
    initialValues: { email: searchParams.get("email") ?? "", password: "" },
    schema: signInSchema,
    toPayload: (values) => ({ email: values.email.trim(), password: values.password }),
    submit: signIn,
    // Setting the session is enough: the public-only layout then sends the user on to `next` or home.
    onSuccess: (me) => {
      clearSignedOutOnPurpose();
      queryClient.setQueryData(meQueryKey, me);
    },
    describeError: (error) => {
      if (error.status === 429) return RATE_LIMIT_MESSAGE;
      if (error.status === 401) return "The email or password is not right. Check both and try again.";
      return error.message;
    },
  });

  return (
    <AuthPage
      title="Sign in to Stint"
      pageTitle="Sign in"
      subtitle={next ? "Sign in to continue where you were going." : "Welcome back. Pick up where you left off."}
      footer={
        <>
          New to Stint?{" "}
          <Anchor component={Link} to={paths.chooseSignUpRole} fw={600}>
            Create an account
          </Anchor>
        </>
      }
    >
      <ApiFormShell apiForm={apiForm} label="Sign in" errorTitle="Could not sign you in">
        <Stack gap="md">
          <AuthEmailInput form={apiForm.form} />
          <Stack gap={6}>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              {...apiForm.form.getInputProps("password")}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to={forgetPasswordLink(apiForm.form.values.email)} size="sm">
                Forgot your password?
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" size="md" fullWidth loading={apiForm.saving}>
            Sign in
          </Button>
        </Stack>
      </ApiFormShell>
    </AuthPage>
  );
}
