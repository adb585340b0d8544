import { Group, Stack, Text } from "@mantine/core";
import type { SkillRef } from "@stint/shared/skills/skills";
import { useTranslation } from "react-i18next";
import { skillLabel } from "./skill-label.ts";
import { SkillLevelMeter } from "./skill-level.tsx";
import classes from "./skill-list.module.css";

/** Skills with their levels as a list, strongest first (job detail, later the CV). */
export function SkillList({ skills, emptyText }: { skills: SkillRef[]; emptyText?: string }) {
  const { t } = useTranslation("skills");
  if (skills.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText ?? t("list.none")}
      </Text>
    );
  }
  const sorted = [...skills].sort((a, b) => b.level - a.level);
  return (
    <Stack component="ul" gap={0} className={classes.list}>
      {sorted.map((ref) => (
        <Group component="li" key={ref.skillId} justify="space-between" gap="sm" wrap="nowrap" className={classes.row}>
          <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
            {skillLabel(ref.skillId)}
          </Text>
          <SkillLevelMeter level={ref.level} />
        </Group>
      ))}
    </Stack>
  );
}
