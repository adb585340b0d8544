import { Button, Group, Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import classes from "./form-action-bar.module.css";

type Props = {
  dirty: boolean;
  errorCount: number;
  /** What the bar says when there is nothing to report (no errors, no changes). */
  idleMessage: string;
  cancelTo: string;
  /** The submit buttons. */
  children: ReactNode;
};

/**
 * A long form's action bar, sticking to the bottom so it is in reach on a phone, with a line saying how many
 * fields need attention or that changes are unsaved.
 */
export function FormActionBar({ dirty, errorCount, idleMessage, cancelTo, children }: Props) {
  const { t } = useTranslation("components");
  const message =
    errorCount > 0
      ? t("formActionBar.errors", { count: errorCount })
      : dirty
        ? t("formActionBar.unsaved")
        : idleMessage;
  return (
    <Paper className={classes.bar} withBorder shadow="md" p="sm" radius="lg">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm" c={errorCount > 0 ? "red.9" : "dimmed"} visibleFrom="sm" aria-live="polite">
          {message}
        </Text>
        <Group gap="xs" wrap="nowrap" ml="auto" className={classes.buttons}>
          <Button component={Link} to={cancelTo} variant="subtle" color="gray" visibleFrom="xs">
            {t("common:cancel")}
          </Button>
          {children}
        </Group>
      </Group>
    </Paper>
  );
}
