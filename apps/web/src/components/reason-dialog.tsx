import { Modal } from "@mantine/core";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { ReactNode } from "react";
import { useApiForm } from "../lib/use-api-form.ts";
import { CountedTextarea } from "./counted-textarea.tsx";
import { DialogForm } from "./dialog-form.tsx";

type Values = { reason: string };
export type ReasonPayload = { reason: string | null };

type Props<Result> = {
  opened: boolean;
  onClose: () => void;
  /** The question, e.g. "Withdraw your application?". */
  title: string;
  /** What happens, in a sentence or two. */
  children: ReactNode;
  reasonLabel: string;
  /** The longest reason the API takes. */
  maxReason: number;
  confirmLabel: string;
  cancelLabel: string;
  /** The shared schema of the request body, `{ reason }`. */
  schema: StandardSchemaV1;
  submit: (payload: ReasonPayload) => Promise<Result>;
  /** After the answer: refresh, tell the user (a toast). The dialog closes itself. */
  onDone: (result: Result) => void | Promise<void>;
  /** Above a refusal, e.g. "The application was not withdrawn". */
  errorTitle: string;
};

function ReasonForm<Result>({
  children,
  reasonLabel,
  maxReason,
  confirmLabel,
  cancelLabel,
  schema,
  submit,
  onDone,
  onClose,
  title,
  errorTitle,
}: Omit<Props<Result>, "opened">) {
  const apiForm = useApiForm<Values, ReasonPayload, Result>({
    initialValues: { reason: "" },
    schema,
    toPayload: (values) => ({ reason: values.reason.trim() || null }),
    submit,
    onSuccess: async (result) => {
      await onDone(result);
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
      <CountedTextarea
        label={reasonLabel}
        description="Optional."
        max={maxReason}
        data-autofocus
        {...form.getInputProps("reason")}
        value={form.values.reason}
      />
    </DialogForm>
  );
}

/**
 * A confirmation dialog for an answer that cannot be undone (withdraw an application, decline an invitation),
 * with an optional reason for the other side. Keyboard: the reason box takes the focus, Escape cancels.
 */
export function ReasonDialog<Result>({ opened, onClose, title, ...props }: Props<Result>) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      <ReasonForm title={title} onClose={onClose} {...props} />
    </Modal>
  );
}
