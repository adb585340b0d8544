import { Modal, Text } from "@mantine/core";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { Interview } from "@stint/shared/interviews";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CountedTextarea } from "../../../components/counted-textarea.tsx";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";

export type InterviewMessageDialogProps<Field extends string> = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What happens, in a sentence. */
  children: ReactNode;
  /** The one field the request takes (`message` for other times, `reason` to cancel) and its label. */
  field: Field;
  label: string;
  max: number;
  schema: StandardSchemaV1;
  submit: (body: Record<Field, string>) => Promise<Interview>;
  submitLabel: string;
  errorTitle: string;
  destructive?: boolean;
  onDone?: (interview: Interview) => void;
};

function MessageForm<Field extends string>({
  onClose,
  title,
  children,
  field,
  label,
  max,
  schema,
  submit,
  submitLabel,
  errorTitle,
  destructive,
  onDone,
}: Omit<InterviewMessageDialogProps<Field>, "opened">) {
  const { t } = useTranslation("interviews");
  const apiForm = useApiForm<Record<string, string>, Record<Field, string>, Interview>({
    initialValues: { [field]: "" },
    schema,
    toPayload: (values) => ({ [field]: (values[field] ?? "").trim() }) as Record<Field, string>,
    validate: (values) => ((values[field] ?? "").trim() ? {} : { [field]: t("validation.fewWords") }),
    submit,
    changes: "interviews.changed",
    onSuccess: (interview) => {
      onDone?.(interview);
      onClose();
    },
  });
  const { form } = apiForm;
  return (
    <DialogForm
      apiForm={apiForm}
      label={title}
      errorTitle={errorTitle}
      submitLabel={submitLabel}
      cancelLabel={t("dialog.back")}
      onCancel={onClose}
      destructive={destructive}
    >
      <Text size="sm">{children}</Text>
      <CountedTextarea
        label={label}
        required
        max={max}
        data-autofocus
        {...form.getInputProps(field)}
        value={form.getValues()[field] ?? ""}
      />
    </DialogForm>
  );
}

/**
 * An answer to an interview that carries a few words for the other side: asking for other times, asking to
 * reschedule, cancelling. What was typed stays when the server refuses.
 */
export function InterviewMessageDialog<Field extends string>({ opened, ...props }: InterviewMessageDialogProps<Field>) {
  return (
    <Modal opened={opened} onClose={props.onClose} title={props.title} centered size="lg">
      <MessageForm {...props} />
    </Modal>
  );
}
