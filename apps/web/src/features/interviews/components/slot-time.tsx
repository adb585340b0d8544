import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { browserTimeZone, slotParts, slotText } from "../lib/time-zones.ts";

/** "Tue 1 Dec 2026, 14:00–14:45" in the viewer's zone, the times kept on one line (a phone breaks after the day). */
export function LocalSlot({ slot }: { slot: { startsAt: string; durationMinutes: number } }) {
  const { day, times } = slotParts(slot.startsAt, slot.durationMinutes, browserTimeZone());
  return (
    <time dateTime={slot.startsAt}>
      {day}, <span style={{ whiteSpace: "nowrap" }}>{times}</span>
    </time>
  );
}

/**
 * A time in the viewer's zone, and under it the interview's own when its clocks read differently ("14:00–14:45
 * Zurich (GMT+1)"), so both sides can check they mean the same moment.
 */
export function SlotTime({
  slot,
  timeZone,
  size = "sm",
}: {
  slot: { startsAt: string; durationMinutes: number };
  timeZone: string;
  size?: "sm" | "md";
}) {
  const { t } = useTranslation("interviews");
  const text = slotText(slot, timeZone);
  return (
    <Stack gap={0}>
      <Text size={size} fw={600}>
        <LocalSlot slot={slot} />
      </Text>
      <Text size="xs" c="dimmed">
        {text.other
          ? t("slot.yourTimeOther", { zone: text.localZone, other: text.other })
          : t("slot.yourTime", { zone: text.localZone })}
      </Text>
    </Stack>
  );
}
