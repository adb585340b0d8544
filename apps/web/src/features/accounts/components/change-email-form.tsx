import { Loader, PasswordInput, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  EMAIL_CHANGE_VALID_MINUTES,
  emailChangeRequestSchema,
  type EmailChangeStatus,
  universityEmailChangeSchema,
} from "@stint/shared/account-security";
import { IconSend } from "@tabler/icons-react";
import { Trans, useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { signInSecurityKeys } from "../../../lib/query-keys.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { requestEmailChange } from "../api/email-change.ts";
import { signedInRecently, useSignInMethods } from "../api/sign-in-methods.ts";
import { ConfirmWithUniversity } from "./confirm-with-university.tsx";

/**
 * A new sign-in address and the current password: the link goes to the new address, and nothing changes until
 * it is opened, so a typo only means a mail nobody reads.
 */
function EmailChangeForm({
  currentEmail,
  onClose,
  needsPassword,
}: {
  currentEmail: string;
  onClose: () => void;
  needsPassword: boolean;
}) {
  const { t } = useTranslation("accounts");
  const queryClient = useQueryClient();
  const apiForm = useApiForm({
    initialValues: { newEmail: "", currentPassword: "" },
    schema: needsPassword ? emailChangeRequestSchema : universityEmailChangeSchema,
    toPayload: (values) =>
      needsPassword
        ? { newEmail: values.newEmail, currentPassword: values.currentPassword }
        : { newEmail: values.newEmail },
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
      {needsPassword && (
        <PasswordInput
          label={t("security.currentPassword")}
          description={t("security.reallyYou")}
          autoComplete="current-password"
          required
          {...apiForm.form.getInputProps("currentPassword")}
        />
      )}
    </DialogForm>
  );
}

/**
 * The form with the current password, or for an account that signs in through a university only, without it while
 * its sign-in is recent, else the way to sign in with the university again (the server checks either way).
 */
export function ChangeEmailForm({ currentEmail, onClose }: { currentEmail: string; onClose: () => void }) {
  const { t } = useTranslation("accounts");
  const methods = useSignInMethods();
  if (methods.isPending) return <Loader size="sm" aria-label={t("recentSignIn.checking")} />;
  if (!methods.data || methods.data.password || signedInRecently(methods.data)) {
    return (
      <EmailChangeForm currentEmail={currentEmail} onClose={onClose} needsPassword={methods.data?.password ?? true} />
    );
  }
  return <ConfirmWithUniversity universities={methods.data.universities} />;
}
