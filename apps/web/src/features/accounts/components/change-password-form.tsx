import { PasswordInput, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { passwordChangeSchema } from "@stint/shared/account-security";
import { PASSWORD_MIN } from "@stint/shared/password";
import { IconKey } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { changePassword } from "../api/change-password.ts";

/** The current password and a new one, twice: every other device is signed out, this one stays. */
export function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("accounts");
  const apiForm = useApiForm({
    initialValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    schema: passwordChangeSchema,
    toPayload: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    validate: (values) =>
      values.confirmPassword !== values.newPassword ? { confirmPassword: t("security.passwordsDiffer") } : {},
    submit: changePassword,
    changes: "password.changed",
    onSuccess: ({ signedOut }) => {
      notifications.show({
        color: "teal",
        title: t("security.passwordChanged"),
        message: t("security.stayedSignedIn", { count: signedOut }),
      });
      onClose();
    },
  });

  return (
    <DialogForm
      apiForm={apiForm}
      label={t("security.changePasswordTitle")}
      errorTitle={t("security.passwordNotChanged")}
      submitLabel={t("security.changePassword")}
      submitIcon={<IconKey size={16} aria-hidden />}
      onCancel={onClose}
    >
      <Text size="sm">{t("security.changePasswordText", { count: PASSWORD_MIN })}</Text>
      <PasswordInput
        label={t("security.currentPassword")}
        autoComplete="current-password"
        data-autofocus
        required
        {...apiForm.form.getInputProps("currentPassword")}
      />
      <PasswordInput
        label={t("security.newPassword")}
        autoComplete="new-password"
        required
        {...apiForm.form.getInputProps("newPassword")}
      />
      <PasswordInput
        label={t("security.repeatPassword")}
        autoComplete="new-password"
        required
        {...apiForm.form.getInputProps("confirmPassword")}
      />
    </DialogForm>
  );
}
