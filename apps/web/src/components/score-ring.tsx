import { RingProgress, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

const SIZES = {
  sm: { size: 52, thickness: 5, number: "sm", caption: false },
  md: { size: 68, thickness: 6, number: "lg", caption: true },
  lg: { size: 104, thickness: 9, number: "28px", caption: true },
} as const;

/** The ring's colour by score band; the number inside always says the score, so colour is never the only cue. */
export function scoreColor(score: number) {
  if (score >= 70) return "teal.6";
  if (score >= 50) return "stint.5";
  return "orange.5";
}

/**
 * A match score from 0 to 100 as a ring with the number inside. Read out as one image ("Match score 69 out of
 * 100"); `label` names what the score is about when several are on one line ("Lena Meier's match score…").
 */
export function ScoreRing({ score, size = "md", label }: { score: number; size?: keyof typeof SIZES; label?: string }) {
  const { t } = useTranslation("components");
  const look = SIZES[size];
  return (
    <RingProgress
      role="img"
      aria-label={t("scoreRing.label", { label: label ?? t("scoreRing.matchScore"), score })}
      size={look.size}
      thickness={look.thickness}
      roundCaps
      rootColor="gray.2"
      sections={[{ value: Math.max(score, 1), color: scoreColor(score) }]}
      style={{ flexShrink: 0 }}
      label={
        <Text ta="center" fw={800} fz={look.number} lh={1} aria-hidden>
          {score}
          {look.caption && (
            <Text span fz={size === "lg" ? "xs" : 10} c="dimmed" display="block" fw={500} mt={2}>
              {t("scoreRing.caption")}
            </Text>
          )}
        </Text>
      }
    />
  );
}
