import { Alert, Anchor, Button, PasswordInput, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { AUTH_ERROR_CODES } from "@stint/shared/errors";
import { passwordSchema } from "@stint/shared/password";
import { IconLinkOff } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { paths } from "@stint/shared/page-routes";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { meQueryKey } from "../../../lib/query-keys.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { resetPassword } from "../api/reset-password.ts";

const schema = z.object({ newPassword: passwordSchema });

/** A new password for the mailed reset link's `token`; on success, on to the sign-in screen. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const apiForm = useApiForm({
    initialValues: { newPassword: "", confirmPassword: "" },
    schema,
    toPayload: (values) => ({ newPassword: values.newPassword, token }),
    validate: (values) =>
      values.confirmPassword !== values.newPassword ? { confirmPassword: t("reset.mismatch") } : {},
    submit: resetPassword,
    onSuccess: async () => {
      // A reset ends every session, this browser's included; learn that before showing the sign-in screen.
      await queryClient.refetchQueries({ queryKey: meQueryKey });
      notifications.show({
        color: "teal",
        title: t("reset.changedTitle"),
        message: t("reset.changedText"),
      });
      await navigate(paths.login(), { replace: true });
    },
    describeError: (error) => (error.code === AUTH_ERROR_CODES.invalidToken ? t("reset.expired") : null),
  });

  const requestNewLink = (
    <Anchor component={Link} to={paths.forgetPassword()} fw={600} size="sm">
      {t("reset.requestNew")}
    </Anchor>
  );

  return (
    <ApiFormShell
      apiForm={apiForm}
      label={t("reset.form")}
      errorTitle={t("reset.errorTitle")}
      errorAction={apiForm.formError?.code === AUTH_ERROR_CODES.invalidToken ? requestNewLink : undefined}
    >
      <Stack gap="md">
        <PasswordInput
          visibilityToggleButtonProps={{ "aria-label": t("common:passwordToggle") }}
          label={t("reset.newPassword")}
          autoComplete="new-password"
          required
          autoFocus
          {...apiForm.form.getInputProps("newPassword")}
        />
        <PasswordInput
          visibilityToggleButtonProps={{ "aria-label": t("common:passwordToggle") }}
          label={t("reset.repeat")}
          autoComplete="new-password"
          required
          {...apiForm.form.getInputProps("confirmPassword")}
        />
        <Button type="submit" size="md" fullWidth loading={apiForm.saving}>
          {t("reset.submit")}
        </Button>
      </Stack>
    </ApiFormShell>
  );
}

/** A reset link already used or past its hour: what to do instead, before any password is typed. */
export function ResetLinkUsed() {
  const { t } = useTranslation("auth");
  return (
    <Stack gap="md">
      <Alert variant="light" color="orange" icon={<IconLinkOff aria-hidden />} title={t("reset.usedAlertTitle")}>
        {t("reset.usedAlert")}
      </Alert>
      <Button component={Link} to={paths.forgetPassword()}>
        {t("reset.requestNew")}
      </Button>
      <Anchor component={Link} to={paths.login()} fw={600} size="sm" ta="center">
        {t("reset.backToSignIn")}
      </Anchor>
    </Stack>
  );
}

/** A reset link without its code: what to do instead. */
export function ResetLinkIncomplete() {
  const { t } = useTranslation("auth");
  return (
    <Stack gap="md">
      <Alert variant="light" color="orange" icon={<IconLinkOff aria-hidden />} title={t("reset.incompleteAlertTitle")}>
        {t("reset.incompleteAlert")}
      </Alert>
      <Button component={Link} to={paths.forgetPassword()}>
        {t("reset.requestNew")}
      </Button>
    </Stack>
  );
}
