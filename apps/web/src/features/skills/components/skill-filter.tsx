import { Pill, Stack, Text } from "@mantine/core";
import { skillById } from "@stint/shared/skills/skills";
import { useMemo, type ReactNode } from "react";
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

const labelOf = (id: string) => skillById(id)?.label ?? id;

/** A list's skills filter: a skill box to add one, and the chosen skills as pills to remove again. */
export function SkillFilter({ value, onChange, description, max = 10 }: Props) {
  const chosen = useMemo(() => new Set(value), [value]);
  return (
    <Stack gap="xs">
      <SkillSearchInput
        label="Skills"
        size="sm"
        placeholder="Add a skill"
        exclude={chosen}
        excludeReason={(skill) => `${skill.label} is already a filter.`}
        onSelect={(skill) => onChange([...value, skill.id].slice(0, max))}
      />
      {value.length > 0 && (
        <Pill.Group aria-label="Chosen skills">
          {value.map((id) => (
            <Pill
              key={id}
              withRemoveButton
              removeButtonProps={{ "aria-label": `Remove ${labelOf(id)}`, tabIndex: 0, "aria-hidden": false }}
              onRemove={() => onChange(value.filter((skill) => skill !== id))}
            >
              {labelOf(id)}
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
