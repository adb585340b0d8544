import { PasswordInput, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  EMAIL_CHANGE_VALID_MINUTES,
  emailChangeRequestSchema,
  type EmailChangeStatus,
} from "@stint/shared/account-security";
import { IconSend } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { signInSecurityKeys } from "../../../lib/query-keys.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { requestEmailChange } from "../api/email-change.ts";

/**
 * A new sign-in address and the current password: the link goes to the new address, and nothing changes until
 * it is opened, so a typo only means a mail nobody reads.
 */
export function ChangeEmailForm({ currentEmail, onClose }: { currentEmail: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const apiForm = useApiForm({
    initialValues: { newEmail: "", currentPassword: "" },
    schema: emailChangeRequestSchema,
    validate: (values) =>
      values.newEmail.trim().toLowerCase() === currentEmail.toLowerCase()
        ? { newEmail: "This is already your sign-in email." }
        : {},
    submit: requestEmailChange,
    onSuccess: (pending) => {
      queryClient.setQueryData<EmailChangeStatus>(signInSecurityKeys.emailChange, { pending });
      notifications.show({
        color: "teal",
        title: "Check your inbox",
        message: `We sent a link to ${pending.newEmail}. Open it to sign in with that address from then on.`,
      });
      onClose();
    },
  });

  return (
    <DialogForm
      apiForm={apiForm}
      label="Change your sign-in email"
      errorTitle="No link was sent"
      submitLabel="Send link"
      submitIcon={<IconSend size={16} aria-hidden />}
      onCancel={onClose}
    >
      <Text size="sm">
        We send a link to the new address; your sign-in email changes once you open it, within{" "}
        {EMAIL_CHANGE_VALID_MINUTES} minutes. Until then you keep signing in with{" "}
        <Text span fw={600} style={{ overflowWrap: "anywhere" }}>
          {currentEmail}
        </Text>
        , which we also tell.
      </Text>
      <TextInput
        label="New email"
        type="email"
        inputMode="email"
        autoComplete="email"
        data-autofocus
        required
        {...apiForm.form.getInputProps("newEmail")}
      />
      <PasswordInput
        label="Current password"
        description="To make sure it is really you."
        autoComplete="current-password"
        required
        {...apiForm.form.getInputProps("currentPassword")}
      />
    </DialogForm>
  );
}
