import { PasswordInput, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { passwordChangeSchema } from "@stint/shared/account-security";
import { PASSWORD_MIN } from "@stint/shared/password";
import { IconKey } from "@tabler/icons-react";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { changePassword } from "../api/change-password.ts";

const signedOutText = (count: number) =>
  count === 0
    ? "You stay signed in here."
    : `You stay signed in here; ${count === 1 ? "1 other device was" : `${count} other devices were`} signed out.`;

/** The current password and a new one, twice: every other device is signed out, this one stays. */
export function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const apiForm = useApiForm({
    initialValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    schema: passwordChangeSchema,
    toPayload: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    validate: (values) =>
      values.confirmPassword !== values.newPassword ? { confirmPassword: "The two passwords are not the same." } : {},
    submit: changePassword,
    changes: "password.changed",
    onSuccess: ({ signedOut }) => {
      notifications.show({ color: "teal", title: "Password changed", message: signedOutText(signedOut) });
      onClose();
    },
  });

  return (
    <DialogForm
      apiForm={apiForm}
      label="Change your password"
      errorTitle="The password was not changed"
      submitLabel="Change password"
      submitIcon={<IconKey size={16} aria-hidden />}
      onCancel={onClose}
    >
      <Text size="sm">
        Every other device signed in to your account is signed out; this one stays. Use at least {PASSWORD_MIN}{" "}
        characters: a few unrelated words make a strong password that is easy to remember.
      </Text>
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        data-autofocus
        required
        {...apiForm.form.getInputProps("currentPassword")}
      />
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        required
        {...apiForm.form.getInputProps("newPassword")}
      />
      <PasswordInput
        label="Repeat the new password"
        autoComplete="new-password"
        required
        {...apiForm.form.getInputProps("confirmPassword")}
      />
    </DialogForm>
  );
}
