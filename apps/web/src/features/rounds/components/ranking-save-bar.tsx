import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatTimeAgo } from "../../../lib/format.ts";

type Props = {
  dirty: boolean;
  /** When the saved ranking was saved; null when there is none yet. */
  rankedAt: string | null;
  saving: boolean;
  onUndo: () => void;
  onSave: () => void;
  /** The save button's accessible name where one screen holds several rankings. */
  saveLabel?: string;
};

/** Below a ranking editor: whether the ranking is saved, Undo changes and Save ranking. */
export function RankingSaveBar({ dirty, rankedAt, saving, onUndo, onSave, saveLabel }: Props) {
  const { t } = useTranslation("rounds");
  return (
    <Group gap="sm" justify="space-between">
      <Text size="xs" c="gray.7" aria-live="polite">
        {dirty
          ? t("save.unsaved")
          : rankedAt
            ? t("save.saved", { ago: formatTimeAgo(rankedAt) })
            : t("save.notYet")}
      </Text>
      <Group gap="xs">
        {dirty && (
          <Button variant="default" size="sm" onClick={onUndo} disabled={saving}>
            {t("save.undo")}
          </Button>
        )}
        <Button
          size="sm"
          onClick={onSave}
          loading={saving}
          disabled={!dirty && rankedAt !== null}
          {...(saveLabel ? { "aria-label": saveLabel } : {})}
        >
          {t("save.save")}
        </Button>
      </Group>
    </Group>
  );
}
