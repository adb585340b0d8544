import { Alert, Anchor, Button, PasswordInput, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { AUTH_ERROR_CODES } from "@stint/shared/errors";
import { passwordSchema } from "@stint/shared/password";
import { IconLinkOff } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { paths } from "@stint/shared/page-routes";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { RATE_LIMIT_MESSAGE } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../../lib/query-keys.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { resetPassword } from "../api/reset-password.ts";

const schema = z.object({ newPassword: passwordSchema });

/** A new password for the mailed reset link's `token`; on success, on to the sign-in screen. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const apiForm = useApiForm({
    initialValues: { newPassword: "", confirmPassword: "" },
    schema,
    toPayload: (values) => ({ newPassword: values.newPassword, token }),
    validate: (values) =>
      values.confirmPassword !== values.newPassword ? { confirmPassword: "The two passwords are not the same." } : {},
    submit: resetPassword,
    onSuccess: async () => {
      // A reset ends every session, this browser's included; learn that before showing the sign-in screen.
      await queryClient.refetchQueries({ queryKey: meQueryKey });
      notifications.show({
        color: "teal",
        title: "Password changed",
        message: "Sign in with your new password. Other devices were signed out.",
      });
      await navigate(paths.login(), { replace: true });
    },
    describeError: (error) => {
      if (error.status === 429) return RATE_LIMIT_MESSAGE;
      if (error.code === AUTH_ERROR_CODES.invalidToken) return "This reset link has expired or was already used.";
      return error.message;
    },
  });

  const requestNewLink = (
    <Anchor component={Link} to={paths.forgetPassword()} fw={600} size="sm">
      Request a new link
    </Anchor>
  );

  return (
    <ApiFormShell
      apiForm={apiForm}
      label="Choose a new password"
      errorTitle="Could not change the password"
      errorAction={apiForm.formError?.code === AUTH_ERROR_CODES.invalidToken ? requestNewLink : undefined}
    >
      <Stack gap="md">
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          autoFocus
          {...apiForm.form.getInputProps("newPassword")}
        />
        <PasswordInput
          label="Repeat the new password"
          autoComplete="new-password"
          required
          {...apiForm.form.getInputProps("confirmPassword")}
        />
        <Button type="submit" size="md" fullWidth loading={apiForm.saving}>
          Change password
        </Button>
      </Stack>
    </ApiFormShell>
  );
}

/** A reset link already used or past its hour: what to do instead, before any password is typed. */
export function ResetLinkUsed() {
  return (
    <Stack gap="md">
      <Alert variant="light" color="orange" icon={<IconLinkOff aria-hidden />} title="Used or expired">
        A reset link works once, for one hour. If you already chose a new password with it, sign in with that one;
        otherwise ask for a new link.
      </Alert>
      <Button component={Link} to={paths.forgetPassword()}>
        Request a new link
      </Button>
      <Anchor component={Link} to={paths.login()} fw={600} size="sm" ta="center">
        Back to sign in
      </Anchor>
    </Stack>
  );
}

/** A reset link without its code: what to do instead. */
export function ResetLinkIncomplete() {
  return (
    <Stack gap="md">
      <Alert variant="light" color="orange" icon={<IconLinkOff aria-hidden />} title="No reset code in the link">
        Open the link from the email again, or copy the whole address into your browser. Links work for one hour.
      </Alert>
      <Button component={Link} to={paths.forgetPassword()}>
        Request a new link
      </Button>
    </Stack>
  );
}
