import { Group, Pill } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** One filter in force: its label, and the change that removes it (`remove` is handed to `onRemove`). */
export type FilterChip<Patch> = { key: string; label: string; remove: Patch };

/**
 * The filters in force as removable pills above a list's results (on a phone, the filters themselves are in a
 * drawer). Nothing when no filter is in force.
 */
export function FilterPills<Patch>({
  chips,
  onRemove,
}: {
  chips: readonly FilterChip<Patch>[];
  onRemove: (remove: Patch) => void;
}) {
  const { t } = useTranslation("components");
  if (chips.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" aria-label={t("filterPills.label")} role="list">
      {chips.map((chip) => (
        <Pill
          key={chip.key}
          size="md"
          withRemoveButton
          role="listitem"
          // Mantine hides the remove button from keyboards and screen readers by default; here it is the only way.
          removeButtonProps={{
            "aria-label": t("filterPills.remove", { label: chip.label }),
            tabIndex: 0,
            "aria-hidden": false,
          }}
          onRemove={() => onRemove(chip.remove)}
        >
          {chip.label}
        </Pill>
      ))}
    </Group>
  );
}
