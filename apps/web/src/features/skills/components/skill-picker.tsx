import { ActionIcon, Box, Group, Input, Paper, SegmentedControl, Stack, Text, VisuallyHidden } from "@mantine/core";
import {
  MAX_SKILLS_PER_LIST,
  SKILL_LEVELS,
  type Skill,
  type SkillLevel,
  type SkillRef,
} from "@stint/shared/skills/skills";
import { IconX } from "@tabler/icons-react";
import { useId, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { skillLabel } from "./skill-label.ts";
import { SkillSearchInput } from "./skill-search-input.tsx";
import { skillLevelName } from "./skill-level.tsx";
import classes from "./skill-picker.module.css";


type Props = {
  label: string;
  description?: ReactNode;
  value: SkillRef[];
  onChange: (next: SkillRef[]) => void;
  /** What the level means here: "Minimum level" on a job, "Your level" on a CV. */
  levelLabel?: string;
  /** The level a newly added skill starts at. */
  defaultLevel?: SkillLevel;
  /** Skills chosen elsewhere (the other list), which this one must not offer, and why (a sentence naming it). */
  excluded?: readonly string[];
  excludedReason?: (skill: string) => string;
  /** An error about the whole list (too many skills). */
  error?: ReactNode;
  /** An error about one row (a duplicate, a skill already required). */
  rowError?: (index: number) => ReactNode;
  max?: number;
  /** Attributes for the search box, e.g. the form's data-path so an error can focus it. */
  inputProps?: Record<string, unknown>;
  /** Words beside a row's name, e.g. where the CV form took the skill from. */
  rowNote?: (ref: SkillRef, index: number) => ReactNode;
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
  levelLabel,
  defaultLevel = 3,
  excluded = [],
  excludedReason,
  error,
  rowError,
  max = MAX_SKILLS_PER_LIST,
  inputProps,
  rowNote,
}: Props) {
  const { t } = useTranslation("skills");
  const levelName = levelLabel ?? t("picker.minLevel");
  const levelData = SKILL_LEVELS.map((level) => ({
    value: String(level.value),
    label: (
      <>
        <span aria-hidden>{level.value}</span>
        <VisuallyHidden>{t("picker.levelOption", { level: level.value, name: skillLevelName(t, level.value) })}</VisuallyHidden>
      </>
    ),
  }));
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
        description={full ? t("picker.full", { max }) : description}
        disabled={full}
        error={error}
        onSelect={add}
        exclude={chosen}
        excludeReason={(skill) =>
          value.some((ref) => ref.skillId === skill.id)
            ? t("picker.inList", { skill: skillLabel(skill.id) })
            : (excludedReason?.(skillLabel(skill.id)) ?? t("picker.excluded", { skill: skillLabel(skill.id) }))
        }
      />
      {value.length > 0 && (
        <Stack component="ul" gap="xs" className={classes.list} aria-label={label}>
          {value.map((ref, index) => {
            const name = skillLabel(ref.skillId);
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
                      {rowNote?.(ref, index)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t("picker.levelLine", { label: levelName, level: skillLevelName(t, ref.level) })}
                    </Text>
                  </Box>
                  <Group gap="xs" wrap="nowrap" ml="auto" className={classes.controls}>
                    <SegmentedControl
                      size="xs"
                      radius="md"
                      data={levelData}
                      value={String(ref.level)}
                      onChange={(next) => setLevel(index, Number(next))}
                      aria-label={t("picker.levelFor", { label: levelName, skill: name })}
                      className={classes.levels}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      onClick={() => remove(index)}
                      aria-label={t("remove", { skill: name })}
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
