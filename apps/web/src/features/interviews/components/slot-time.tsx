import { Stack, Text } from "@mantine/core";
import { slotText } from "../lib/time-zones.ts";

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
  const text = slotText(slot, timeZone);
  return (
    <Stack gap={0}>
      <Text size={size} fw={600}>
        <time dateTime={slot.startsAt}>{text.local}</time>
      </Text>
      <Text size="xs" c="dimmed">
        {text.other ? `Your time, ${text.localZone}; ${text.other} for the interview` : `Your time, ${text.localZone}`}
      </Text>
    </Stack>
  );
}
