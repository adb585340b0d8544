import { Button, Group, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ApiFormShell } from "../lib/api-form-shell.tsx";
import type { ApiForm } from "../lib/use-api-form.ts";

type Props<Values extends Record<string, unknown>, Result> = {
  apiForm: ApiForm<Values, Result>;
  /** Names the form for assistive technology, e.g. "Invite Noa Keller". */
  label: string;
  /** Above a refusal of the server, e.g. "The invitation was not sent". */
  errorTitle: string;
  /** What happens, then the fields. */
  children: ReactNode;
  submitLabel: string;
  /** Before the submit label, e.g. a key for "Change password". */
  submitIcon?: ReactNode;
  cancelLabel?: string;
  /** Closes the dialog; disabled while saving. */
  onCancel: () => void;
  /** The submit button in red: an answer that cannot be undone (reject, withdraw, decline). */
  destructive?: boolean;
};

/**
 * The body of a dialog of the one form pattern (`useApiForm` + `ApiFormShell`): the text and fields, then Cancel
 * and the submit button at the end. The Modal around it is the caller's, so the form (and what was typed) lives
 * as long as the dialog is open.
 */
export function DialogForm<Values extends Record<string, unknown>, Result>({
  apiForm,
  label,
  errorTitle,
  children,
  submitLabel,
  submitIcon,
  cancelLabel,
  onCancel,
  destructive = false,
}: Props<Values, Result>) {
  const { t } = useTranslation("common");
  return (
    <ApiFormShell apiForm={apiForm} label={label} errorTitle={errorTitle}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={apiForm.saving}>
            {cancelLabel ?? t("cancel")}
          </Button>
          <Button
            type="submit"
            color={destructive ? "red" : undefined}
            leftSection={submitIcon}
            loading={apiForm.saving}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </ApiFormShell>
  );
}
