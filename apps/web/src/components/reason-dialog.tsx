import { Modal } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useApiForm } from "../lib/use-api-form.ts";
import { resolveChange, type DeclaredChange } from "../lib/use-api-mutation.ts";
import { CountedTextarea } from "./counted-textarea.tsx";
import { DialogForm } from "./dialog-form.tsx";

/** A refusal the caller has dealt with: the dialog closes without `onDone`. */
const HANDLED = Symbol("handled");

export type ReasonDialogProps<Values extends Record<string, unknown>, Payload, Result> = {
  opened: boolean;
  onClose: () => void;
  /** The question, e.g. "Withdraw your application?". */
  title: string;
  /** What happens, in a sentence or two. */
  children: ReactNode;
  /** The form's values when the dialog opens, the message ("") among them. */
  initialValues: Values;
  /** The optional message to the other side: the field that holds it, its label and the longest the API takes. */
  message: { field: Extract<keyof Values, string>; label: string; max: number };
  /** Fields above the message, e.g. a reason to choose; the first of them should take the focus (`data-autofocus`). */
  fields?: (form: UseFormReturnType<Values>) => ReactNode;
  /** The shared schema of the request body; its paths are the form's, so its errors land beside the inputs. */
  schema: StandardSchemaV1;
  /** The values → the request body (e.g. an empty message → null). */
  toPayload: (values: Values) => Payload;
  confirmLabel: string;
  cancelLabel?: string;
  submit: (payload: Payload) => Promise<Result>;
  /** What the server changed (`change-effects.ts`); not applied for a refusal the caller handled. */
  changes?: DeclaredChange<Result, Payload>;
  /** After the answer: tell the user (a toast). The dialog closes itself. */
  onDone: (result: Result) => void | Promise<void>;
  /** A refusal the caller handles itself (e.g. a 409: the list is refreshed); return true to close the dialog. */
  onRefused?: (error: unknown) => boolean | Promise<boolean>;
  /** Above a refusal, e.g. "The application was not withdrawn". */
  errorTitle: string;
};

function ReasonForm<Values extends Record<string, unknown>, Payload, Result>({
  children,
  initialValues,
  message,
  fields,
  schema,
  toPayload,
  confirmLabel,
  cancelLabel,
  submit,
  changes,
  onDone,
  onRefused,
  onClose,
  title,
  errorTitle,
}: Omit<ReasonDialogProps<Values, Payload, Result>, "opened">) {
  const { t } = useTranslation("components");
  const apiForm = useApiForm<Values, Payload, Result | typeof HANDLED>({
    initialValues,
    schema,
    toPayload,
    submit: async (payload) => {
      try {
        return await submit(payload);
      } catch (error) {
        if (onRefused && (await onRefused(error))) return HANDLED;
        throw error;
      }
    },
    changes: (result, payload) => (result === HANDLED ? null : resolveChange(changes, result, payload)),
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
      {fields?.(form)}
      <CountedTextarea
        label={message.label}
        description={t("reasonDialog.optional")}
        max={message.max}
        // The message takes the focus unless a field above it does.
        data-autofocus={fields ? undefined : true}
        {...form.getInputProps(message.field)}
        value={form.values[message.field] as string}
      />
    </DialogForm>
  );
}

/**
 * A confirmation dialog for an answer that cannot be undone (withdraw an application, decline an invitation,
 * reject applicants), with an optional message for the other side and any fields the answer needs above it.
 * Keyboard: the first field takes the focus, Escape cancels. What was typed stays when the server refuses.
 */
export function ReasonDialog<Values extends Record<string, unknown>, Payload, Result>({
  opened,
  onClose,
  title,
  ...props
}: ReasonDialogProps<Values, Payload, Result>) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      <ReasonForm title={title} onClose={onClose} {...props} />
    </Modal>
  );
}
