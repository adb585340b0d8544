import { Modal, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  type AdminCompany,
  type CompanyVerification,
  MAX_VERIFICATION_REASON_LENGTH,
  type VerificationDecision,
  type VerificationDecisionInput,
  verificationDecisionSchema,
} from "@stint/shared/company-verification";
import { useTranslation } from "react-i18next";
import { CountedTextarea } from "../../../components/counted-textarea.tsx";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { decideVerification } from "../api/admin-companies.ts";

type Values = { decision: VerificationDecision; reason: string };

type Props = {
  company: AdminCompany;
  decision: VerificationDecision;
  onClose: () => void;
};

function DecisionForm({ company, decision, onClose }: Props) {
  const { t } = useTranslation("adminCompanies");
  const apiForm = useApiForm<Values, VerificationDecisionInput, CompanyVerification>({
    initialValues: { decision, reason: "" },
    schema: verificationDecisionSchema,
    // An empty reason is left out: verifying needs none, and refusing without one gets the field's message.
    toPayload: (values) => ({ decision: values.decision, ...(values.reason.trim() ? { reason: values.reason } : {}) }),
    submit: (payload) => decideVerification(company.id, payload),
    changes: "company-verification.decided",
    onSuccess: () => {
      onClose();
      notifications.show({ color: "teal", message: t(`decided.${decision}`, { name: company.name }) });
    },
  });
  const { form } = apiForm;
  return (
    <DialogForm
      apiForm={apiForm}
      label={t(`dialog.${decision}.title`, { name: company.name })}
      errorTitle={t("dialog.notDecided")}
      submitLabel={t(`dialog.${decision}.confirm`)}
      onCancel={onClose}
      destructive={decision !== "verify"}
    >
      <Text size="sm">{t(`dialog.${decision}.text`, { name: company.name })}</Text>
      {decision !== "verify" && (
        <CountedTextarea
          label={t("dialog.reason")}
          description={t("dialog.reasonHint")}
          max={MAX_VERIFICATION_REASON_LENGTH}
          required
          data-autofocus
          {...form.getInputProps("reason")}
          value={form.values.reason}
        />
      )}
    </DialogForm>
  );
}

/**
 * Verify, refuse or revoke one company. Refusing and revoking need a reason, which the company reads; Escape
 * cancels, and what was typed stays when the server refuses.
 */
export function DecisionDialog({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation("adminCompanies");
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={t(`dialog.${props.decision}.title`, { name: props.company.name })}
      centered
      size="lg"
    >
      <DecisionForm {...props} />
    </Modal>
  );
}
