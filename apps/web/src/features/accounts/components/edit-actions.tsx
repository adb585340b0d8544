import { Button, Group, Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import classes from "./edit-actions.module.css";

/** The Save/Cancel bar of an edit screen; it sticks to the bottom so Save is always in reach on a phone. */
export function EditActions({ cancelTo, saving, dirty }: { cancelTo: string; saving: boolean; dirty: boolean }) {
  const { t } = useTranslation("accounts");
  return (
    <Paper className={classes.bar} withBorder shadow="md" p="sm" radius="lg">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" visibleFrom="xs" aria-live="polite">
          {dirty ? t("edit.unsaved") : t("edit.noChanges")}
        </Text>
        <Group gap="sm" wrap="nowrap" ml="auto">
          <Button component={Link} to={cancelTo} variant="default">
            {t("common:cancel")}
          </Button>
          <Button type="submit" loading={saving}>
            {t("edit.save")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
