import { Pill, Stack, Text } from "@mantine/core";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { skillLabel } from "./skill-label.ts";
import { SkillSearchInput } from "./skill-search-input.tsx";

type Props = {
  /** The chosen skills' ids, in the order chosen. */
  value: string[];
  onChange: (skills: string[]) => void;
  /** Under the chosen skills: what they mean for the results (nothing when left out). */
  description?: ReactNode;
  /** How many skills may be chosen; a further one is not added. */
  max?: number;
};

/** A list's skills filter: a skill box to add one, and the chosen skills as pills to remove again. */
export function SkillFilter({ value, onChange, description, max = 10 }: Props) {
  const { t } = useTranslation("skills");
  const chosen = useMemo(() => new Set(value), [value]);
  return (
    <Stack gap="xs">
      <SkillSearchInput
        label={t("filter.label")}
        size="sm"
        placeholder={t("filter.placeholder")}
        exclude={chosen}
        excludeReason={(skill) => t("filter.already", { skill: skillLabel(skill.id) })}
        onSelect={(skill) => onChange([...value, skill.id].slice(0, max))}
      />
      {value.length > 0 && (
        <Pill.Group aria-label={t("filter.chosen")}>
          {value.map((id) => (
            <Pill
              key={id}
              withRemoveButton
              removeButtonProps={{
                "aria-label": t("remove", { skill: skillLabel(id) }),
                tabIndex: 0,
                "aria-hidden": false,
              }}
              onRemove={() => onChange(value.filter((skill) => skill !== id))}
            >
              {skillLabel(id)}
            </Pill>
          ))}
        </Pill.Group>
      )}
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  );
}
