import { PasswordInput, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  EMAIL_CHANGE_VALID_MINUTES,
  emailChangeRequestSchema,
  type EmailChangeStatus,
} from "@stint/shared/account-security";
import { IconSend } from "@tabler/icons-react";
import { Trans, useTranslation } from "react-i18next";
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
  const { t } = useTranslation("accounts");
  const queryClient = useQueryClient();
  const apiForm = useApiForm({
    initialValues: { newEmail: "", currentPassword: "" },
    schema: emailChangeRequestSchema,
    validate: (values) =>
      values.newEmail.trim().toLowerCase() === currentEmail.toLowerCase() ? { newEmail: t("security.sameEmail") } : {},
    submit: requestEmailChange,
    onSuccess: (pending) => {
      queryClient.setQueryData<EmailChangeStatus>(signInSecurityKeys.emailChange, { pending });
      notifications.show({
        color: "teal",
        title: t("security.checkInbox"),
        message: t("security.linkSent", { email: pending.newEmail }),
      });
      onClose();
    },
  });

  return (
    <DialogForm
      apiForm={apiForm}
      label={t("security.changeEmailTitle")}
      errorTitle={t("security.noLinkSent")}
      submitLabel={t("security.sendLink")}
      submitIcon={<IconSend size={16} aria-hidden />}
      onCancel={onClose}
    >
      <Text size="sm">
        <Trans
          t={t}
          i18nKey="security.changeEmailText"
          values={{ minutes: EMAIL_CHANGE_VALID_MINUTES, email: currentEmail }}
          components={{ strong: <Text span fw={600} style={{ overflowWrap: "anywhere" }} /> }}
        />
      </Text>
      <TextInput
        label={t("security.newEmail")}
        type="email"
        inputMode="email"
        autoComplete="email"
        data-autofocus
        required
        {...apiForm.form.getInputProps("newEmail")}
      />
      <PasswordInput
        label={t("security.currentPassword")}
        description={t("security.reallyYou")}
        autoComplete="current-password"
        required
        {...apiForm.form.getInputProps("currentPassword")}
      />
    </DialogForm>
  );
}
