import { Group, Text } from "@mantine/core";
import type { MatchSummary } from "@stint/shared/matching";
import { IconCirclePlus, IconPointFilled } from "@tabler/icons-react";
import classes from "./match-reasons.module.css";
import { useMatchText } from "./use-match-text.ts";

/**
 * The few lines that say why a list entry scores as it does: its strongest parts, then its biggest gap ("Add
 * Docker: +8", set apart by its icon and its words).
 */
export function MatchReasons({ match, label }: { match: Pick<MatchSummary, "reasonTexts">; label?: string }) {
  const { t, clauses } = useMatchText();
  if (match.reasonTexts.length === 0) return null;
  return (
    <ul className={classes.list} aria-label={label ?? t("reasonsLabel")}>
      {match.reasonTexts.map((texts) => {
        const gap = texts[0]?.key.startsWith("add-") ?? false;
        const reason = clauses(texts);
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
