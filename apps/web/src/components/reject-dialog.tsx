import { Modal, Select } from "@mantine/core";
import {
  applicationsRejectOpenSchema,
  MAX_REASON_TEXT_LENGTH,
  REJECT_REASON_LABELS,
  REJECT_REASONS,
  type RejectReason,
} from "@stint/shared/applications";
import type { ReactNode } from "react";
import { useApiForm } from "../lib/use-api-form.ts";
import { CountedTextarea } from "./counted-textarea.tsx";
import { DialogForm } from "./dialog-form.tsx";

/** A refusal the caller has dealt with: the dialog closes without `onDone`. */
const HANDLED = Symbol("handled");

type Values = { reasonCode: RejectReason | ""; reasonText: string };
/** The reason of a rejection as the API takes it. */
export type RejectPayload = { reasonCode: RejectReason; reasonText: string | null };

const schema = applicationsRejectOpenSchema.pick({ reasonCode: true, reasonText: true });
const reasonOptions = REJECT_REASONS.map((reason) => ({ value: reason, label: REJECT_REASON_LABELS[reason] }));

type Props<Result> = {
  opened: boolean;
  onClose: () => void;
  /** The question, e.g. "Reject Noa Keller?". */
  title: string;
  /** What happens, in a sentence or two. */
  children: ReactNode;
  /** The reason chosen when the dialog opens (none: the company must choose one). */
  defaultReason?: RejectReason;
  /** Who reads the message, e.g. "Message to Noa Keller". */
  messageLabel: string;
  confirmLabel: string;
  cancelLabel?: string;
  submit: (payload: RejectPayload) => Promise<Result>;
  /** After the answer: refresh, tell the user (a toast). The dialog closes itself. */
  onDone: (result: Result) => void | Promise<void>;
  /** A refusal the caller handles itself (e.g. a 409: the list is refreshed); return true to close the dialog. */
  onRefused?: (error: unknown) => boolean | Promise<boolean>;
  errorTitle: string;
};

function RejectForm<Result>({
  children,
  defaultReason,
  messageLabel,
  confirmLabel,
  cancelLabel = "Cancel",
  submit,
  onDone,
  onRefused,
  onClose,
  title,
  errorTitle,
}: Omit<Props<Result>, "opened">) {
  const apiForm = useApiForm<Values, RejectPayload, Result | typeof HANDLED>({
    initialValues: { reasonCode: defaultReason ?? "", reasonText: "" },
    schema,
    toPayload: (values) => ({
      reasonCode: values.reasonCode as RejectReason,
      reasonText: values.reasonText.trim() || null,
    }),
    submit: async (payload) => {
      try {
        return await submit(payload);
      } catch (error) {
        if (onRefused && (await onRefused(error))) return HANDLED;
        throw error;
      }
    },
    onSuccess: async (result) => {
      if (result !== HANDLED) await onDone(result);
      onClose();
    },
  });
  const { form } = apiForm;
  return (
    <DialogForm
      apiForm={apiForm}
      label={title}
      errorTitle={errorTitle}
      submitLabel={confirmLabel}
      cancelLabel={cancelLabel}
      onCancel={onClose}
      destructive
    >
      {children}
      <Select
        label="Reason"
        description="The applicant sees it."
        placeholder="Choose a reason"
        data={reasonOptions}
        required
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
        {...form.getInputProps("reasonCode")}
      />
      <CountedTextarea
        label={messageLabel}
        description="Optional."
        max={MAX_REASON_TEXT_LENGTH}
        {...form.getInputProps("reasonText")}
        value={form.values.reasonText}
      />
    </DialogForm>
  );
}

/**
 * The confirmation of a rejection (one application, several, or all of a job's when it closes): a reason from
 * the fixed list, which the applicant sees, and an optional message. Keyboard: the reason takes the focus,
 * Escape cancels. What was chosen and typed stays when the server refuses.
 */
export function RejectDialog<Result>({ opened, onClose, title, ...props }: Props<Result>) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      <RejectForm title={title} onClose={onClose} {...props} />
    </Modal>
  );
}
