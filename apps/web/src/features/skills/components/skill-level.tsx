import { Box, Group, Text, VisuallyHidden } from "@mantine/core";
import { SKILL_LEVELS } from "@stint/shared/skills/skills";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import classes from "./skill-level.module.css";

/** "Advanced" / "Fortgeschritten": a level's name (`t` of the `skills` namespace). */
export function skillLevelName(t: TFunction, level: number) {
  return t(`skills:level.${level}`, { defaultValue: t("skills:levelNumber", { level }) });
}

/** Five small bars, filled up to the level; read out as "Advanced, level 4 of 5". */
export function SkillLevelMeter({ level, withLabel = true }: { level: number; withLabel?: boolean }) {
  const { t } = useTranslation("skills");
  const name = skillLevelName(t, level);
  return (
    <Group gap={6} wrap="nowrap" className={classes.meter}>
      <Box className={classes.bars} aria-hidden>
        {SKILL_LEVELS.map((entry) => (
          <span key={entry.value} className={classes.bar} data-filled={entry.value <= level || undefined} />
        ))}
      </Box>
      {withLabel ? (
        <Text size="xs" c="dimmed" span>
          {name}
          <VisuallyHidden>{t("meter.of", { level, max: SKILL_LEVELS.length })}</VisuallyHidden>
        </Text>
      ) : (
        <VisuallyHidden>{t("meter.named", { name, level, max: SKILL_LEVELS.length })}</VisuallyHidden>
      )}
    </Group>
  );
}
