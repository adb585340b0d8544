import { ActionIcon, Box, Group, Input, Paper, SegmentedControl, Stack, Text, VisuallyHidden } from "@mantine/core";
import {
  MAX_SKILLS_PER_LIST,
  SKILL_LEVELS,
  skillById,
  type Skill,
  type SkillLevel,
  type SkillRef,
} from "@stint/shared/skills/skills";
import { IconX } from "@tabler/icons-react";
import { useId, useMemo, type ReactNode } from "react";
import { SkillSearchInput } from "./skill-search-input.tsx";
import { skillLevelName } from "./skill-level.tsx";
import classes from "./skill-picker.module.css";

const levelData = SKILL_LEVELS.map((level) => ({
  value: String(level.value),
  label: (
    <>
      <span aria-hidden>{level.value}</span>
      <VisuallyHidden>
        {level.value} · {level.label}
      </VisuallyHidden>
    </>
  ),
}));

type Props = {
  label: string;
  description?: ReactNode;
  value: SkillRef[];
  onChange: (next: SkillRef[]) => void;
  /** What the level means here: "Minimum level" on a job, "Your level" on a CV. */
  levelLabel?: string;
  /** The level a newly added skill starts at. */
  defaultLevel?: SkillLevel;
  /** Skills chosen elsewhere (the other list), which this one must not offer, and why. */
  excluded?: readonly string[];
  excludedReason?: string;
  /** An error about the whole list (too many skills). */
  error?: ReactNode;
  /** An error about one row (a duplicate, a skill already required). */
  rowError?: (index: number) => ReactNode;
  max?: number;
  /** Attributes for the search box, e.g. the form's data-path so an error can focus it. */
  inputProps?: Record<string, unknown>;
};

/**
 * Chooses skills of the shared vocabulary with a level 1–5 each: a search box that adds, and one row per
 * chosen skill with a level selector and a remove button. Used for a job's required and nice-to-have skills
 * and for a CV's skills.
 */
export function SkillPicker({
  label,
  description,
  value,
  onChange,
  levelLabel = "Minimum level",
  defaultLevel = 3,
  excluded = [],
  excludedReason = "already chosen",
  error,
  rowError,
  max = MAX_SKILLS_PER_LIST,
  inputProps,
}: Props) {
  const id = useId();
  const chosen = useMemo(() => new Set([...value.map((ref) => ref.skillId), ...excluded]), [value, excluded]);
  const full = value.length >= max;

  const add = (skill: Skill) => {
    if (chosen.has(skill.id) || full) return;
    onChange([...value, { skillId: skill.id, level: defaultLevel }]);
  };
  const setLevel = (index: number, level: number) =>
    onChange(value.map((ref, position) => (position === index ? { ...ref, level } : ref)));
  const remove = (index: number) => onChange(value.filter((_ref, position) => position !== index));

  return (
    <Stack gap="xs">
      <SkillSearchInput
        {...inputProps}
        id={`${id}-search`}
        label={label}
        description={full ? `You have chosen the maximum of ${max} skills. Remove one to add another.` : description}
        disabled={full}
        error={error}
        onSelect={add}
        exclude={chosen}
        excludeReason={(skill) =>
          value.some((ref) => ref.skillId === skill.id)
            ? `${skill.label} is already in this list.`
            : `${skill.label} is ${excludedReason}.`
        }
      />
      {value.length > 0 && (
        <Stack component="ul" gap="xs" className={classes.list} aria-label={label}>
          {value.map((ref, index) => {
            const skill = skillById(ref.skillId);
            const name = skill?.label ?? ref.skillId;
            const problem = rowError?.(index);
            return (
              <Paper
                component="li"
                key={ref.skillId}
                withBorder
                radius="md"
                p="xs"
                className={classes.row}
                data-invalid={problem ? true : undefined}
              >
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Box className={classes.name}>
                    <Text size="sm" fw={600}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {levelLabel}: {skillLevelName(ref.level)}
                    </Text>
                  </Box>
                  <Group gap="xs" wrap="nowrap" ml="auto" className={classes.controls}>
                    <SegmentedControl
                      size="xs"
                      radius="md"
                      data={levelData}
                      value={String(ref.level)}
                      onChange={(next) => setLevel(index, Number(next))}
                      aria-label={`${levelLabel} for ${name}`}
                      className={classes.levels}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      onClick={() => remove(index)}
                      aria-label={`Remove ${name}`}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
                {problem && <Input.Error mt={4}>{problem}</Input.Error>}
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
