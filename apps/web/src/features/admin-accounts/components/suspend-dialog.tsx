import { Modal, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  type AdminAccount,
  SUSPENSION_REASON_MAX,
  type SuspensionInput,
  suspensionSchema,
} from "@stint/shared/admin-accounts";
import { useTranslation } from "react-i18next";
import { CountedTextarea } from "../../../components/counted-textarea.tsx";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { suspendAccount } from "../api/admin-accounts.ts";

type Props = { account: AdminAccount; onClose: () => void };

function SuspendForm({ account, onClose }: Props) {
  const { t } = useTranslation("adminAccounts");
  const apiForm = useApiForm<SuspensionInput, SuspensionInput, unknown>({
    initialValues: { reason: "" },
    schema: suspensionSchema,
    submit: (input) => suspendAccount({ userId: account.id, input }),
    changes: "account.suspension",
    onSuccess: () => {
      notifications.show({ color: "teal", message: t("suspend.done", { email: account.email }) });
      onClose();
    },
  });
  return (
    <DialogForm
      apiForm={apiForm}
      label={t("suspend.title", { name: account.name })}
      errorTitle={t("suspend.notDone")}
      submitLabel={t("suspend.submit")}
      onCancel={onClose}
      destructive
    >
      <Text size="sm">{t("suspend.text", { email: account.email })}</Text>
      <CountedTextarea
        label={t("suspend.reason")}
        required
        data-autofocus
        max={SUSPENSION_REASON_MAX}
        {...apiForm.form.getInputProps("reason")}
        value={apiForm.form.values.reason}
      />
    </DialogForm>
  );
}

/** Asks for the reason the person will be told, then suspends the account (the one form pattern). */
export function SuspendDialog({ account, onClose }: { account: AdminAccount | null; onClose: () => void }) {
  const { t } = useTranslation("adminAccounts");
  return (
    <Modal opened={account !== null} onClose={onClose} title={t("suspend.heading")} centered size="lg">
      {account && <SuspendForm account={account} onClose={onClose} />}
    </Modal>
  );
}
