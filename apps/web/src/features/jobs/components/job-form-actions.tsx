import { Button, Group, Paper, Text } from "@mantine/core";
import type { JobStatus } from "@stint/shared/jobs";
import { IconSend } from "@tabler/icons-react";
import { Link } from "react-router";
import classes from "./job-form-actions.module.css";

export type JobFormIntent = "draft" | "publish" | "save";

type Props = {
  status: JobStatus | "new";
  saving: boolean;
  dirty: boolean;
  errorCount: number;
  cancelTo: string;
  /** Called by each submit button before the form submits, to say what it should do. */
  onIntent: (intent: JobFormIntent) => void;
};

/**
 * The job form's action bar, sticking to the bottom so it is in reach on a phone. A new job or a draft can be
 * saved as a draft or published; a published or closed job is saved as it is.
 */
export function JobFormActions({ status, saving, dirty, errorCount, cancelTo, onIntent }: Props) {
  const editable = status === "new" || status === "draft";
  const message =
    errorCount > 0
      ? `${errorCount === 1 ? "1 field needs" : `${errorCount} fields need`} your attention.`
      : dirty
        ? "You have unsaved changes."
        : status === "new"
          ? "Fill in what you know; save a draft to finish later."
          : "No changes yet.";
  return (
    <Paper className={classes.bar} withBorder shadow="md" p="sm" radius="lg">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm" c={errorCount > 0 ? "red.9" : "dimmed"} visibleFrom="sm" aria-live="polite">
          {message}
        </Text>
        <Group gap="xs" wrap="nowrap" ml="auto" className={classes.buttons}>
          <Button component={Link} to={cancelTo} variant="subtle" color="gray" visibleFrom="xs">
            Cancel
          </Button>
          {editable ? (
            <>
              <Button type="submit" variant="default" loading={saving} onClick={() => onIntent("draft")}>
                Save draft
              </Button>
              <Button
                type="submit"
                loading={saving}
                leftSection={<IconSend size={16} aria-hidden />}
                onClick={() => onIntent("publish")}
              >
                Publish
              </Button>
            </>
          ) : (
            <Button type="submit" loading={saving} onClick={() => onIntent("save")}>
              Save changes
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
