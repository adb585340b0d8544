import { Box, Group, Text, VisuallyHidden } from "@mantine/core";
import { SKILL_LEVELS } from "@stint/shared/skills/skills";
import classes from "./skill-level.module.css";

export function skillLevelName(level: number) {
  return SKILL_LEVELS.find((entry) => entry.value === level)?.label ?? `Level ${level}`;
}

/** Five small bars, filled up to the level; read out as "Advanced, level 4 of 5". */
export function SkillLevelMeter({ level, withLabel = true }: { level: number; withLabel?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap" className={classes.meter}>
      <Box className={classes.bars} aria-hidden>
        {SKILL_LEVELS.map((entry) => (
          <span key={entry.value} className={classes.bar} data-filled={entry.value <= level || undefined} />
        ))}
      </Box>
      {withLabel ? (
        <Text size="xs" c="dimmed" span>
          {skillLevelName(level)}
          <VisuallyHidden>, level {level} of 5</VisuallyHidden>
        </Text>
      ) : (
        <VisuallyHidden>
          {skillLevelName(level)}, level {level} of 5
        </VisuallyHidden>
      )}
    </Group>
  );
}
