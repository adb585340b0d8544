import { Select } from "@mantine/core";
import {
  applicationsRejectOpenSchema,
  MAX_REASON_TEXT_LENGTH,
  REJECT_REASONS,
  type RejectReason,
} from "@stint/shared/applications";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLabels } from "../i18n/labels.ts";
import { ReasonDialog, type ReasonDialogProps } from "./reason-dialog.tsx";

type Values = { reasonCode: RejectReason | ""; reasonText: string };
/** The reason of a rejection as the API takes it. */
export type RejectPayload = { reasonCode: RejectReason; reasonText: string | null };

/** The form field of the message to the applicant (a path, not words). */
const MESSAGE_FIELD = "reasonText";
const schema = applicationsRejectOpenSchema.pick({ reasonCode: true, reasonText: true });

type Props<Result> = Pick<
  ReasonDialogProps<Values, RejectPayload, Result>,
  | "opened"
  | "onClose"
  | "title"
  | "confirmLabel"
  | "cancelLabel"
  | "submit"
  | "changes"
  | "onDone"
  | "onRefused"
  | "errorTitle"
> & {
  /** What happens, in a sentence or two. */
  children: ReactNode;
  /** The reason chosen when the dialog opens (none: the company must choose one). */
  defaultReason?: RejectReason;
  /** Who reads the message, e.g. "Message to Noa Keller". */
  messageLabel: string;
};

/**
 * The confirmation of a rejection (one application, several, or all of a job's when it closes): a reason from
 * the fixed list, which the applicant sees, and an optional message. Keyboard: the reason takes the focus,
 * Escape cancels. What was chosen and typed stays when the server refuses.
 */
export function RejectDialog<Result>({ defaultReason, messageLabel, ...props }: Props<Result>) {
  const { t } = useTranslation("components");
  const labels = useLabels();
  const reasonOptions = REJECT_REASONS.map((reason) => ({ value: reason, label: labels.rejectReason(reason) }));
  return (
    <ReasonDialog<Values, RejectPayload, Result>
      {...props}
      initialValues={{ reasonCode: defaultReason ?? "", reasonText: "" }}
      message={{ field: MESSAGE_FIELD, label: messageLabel, max: MAX_REASON_TEXT_LENGTH }}
      fields={(form) => (
        <Select
          label={t("rejectDialog.reason")}
          description={t("rejectDialog.reasonText")}
          placeholder={t("rejectDialog.reasonPlaceholder")}
          data={reasonOptions}
          required
          comboboxProps={{ withinPortal: true }}
          data-autofocus
          {...form.getInputProps("reasonCode")}
        />
      )}
      schema={schema}
      toPayload={(values) => ({
        reasonCode: values.reasonCode as RejectReason,
        reasonText: values.reasonText.trim() || null,
      })}
    />
  );
}
