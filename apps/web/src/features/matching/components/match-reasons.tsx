import { Group, Text } from "@mantine/core";
import { IconCirclePlus, IconPointFilled } from "@tabler/icons-react";
import classes from "./match-reasons.module.css";

/**
 * The few lines that say why a list entry scores as it does: its strongest parts, then its biggest gap ("Add
 * Docker: +8", set apart by its icon and its words).
 */
export function MatchReasons({ reasons, label = "Why this match" }: { reasons: string[]; label?: string }) {
  if (reasons.length === 0) return null;
  return (
    <ul className={classes.list} aria-label={label}>
      {reasons.map((reason) => {
        const gap = reason.startsWith("Add ");
        const Icon = gap ? IconCirclePlus : IconPointFilled;
        return (
          <li key={reason}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Icon size={gap ? 15 : 10} aria-hidden className={gap ? classes.gapIcon : classes.icon} />
              <Text size="sm" c={gap ? "teal.9" : "gray.8"} className={classes.text}>
                {reason}
              </Text>
            </Group>
          </li>
        );
      })}
    </ul>
  );
}
