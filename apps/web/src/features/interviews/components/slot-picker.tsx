import { Button, Group, Radio, Stack, Text } from "@mantine/core";
import { notifications as toasts } from "@mantine/notifications";
import type { Interview } from "@stint/shared/interviews";
import { IconCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { usePickSlot } from "../api/interviews.ts";
import { openSlots } from "../lib/interview-state.ts";
import { slotText } from "../lib/time-zones.ts";
import { formatDuration } from "../lib/slots.ts";
import { LocalSlot } from "./slot-time.tsx";
import classes from "./slot-picker.module.css";

/**
 * The student chooses one of the proposed times (shown in their zone, and in the interview's when it differs)
 * and confirms it; `noneWork` is the way out ("None of these work").
 */
export function SlotPicker({ interview, noneWork }: { interview: Interview; noneWork: React.ReactNode }) {
  const { t } = useTranslation("interviews");
  const messages = useMessages();
  const slots = openSlots(interview);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = usePickSlot(interview.id, () =>
    toasts.show({ color: "teal", title: t("picker.scheduledTitle"), message: t("picker.scheduledText") }),
  );

  const confirm = () => {
    if (!chosen) {
      setError(t("picker.chooseFirst"));
      return;
    }
    setError(null);
    pick.mutate(
      { slotId: chosen },
      {
        onError: (failure) => setError(messages.error(failure)),
      },
    );
  };

  return (
    <Stack gap="sm">
      {slots.length === 0 ? (
        <Text size="sm">{t("picker.allPassed")}</Text>
      ) : (
        <Radio.Group
          label={t("picker.label")}
          description={slots.length > 1 ? t("picker.onOffer", { count: slots.length }) : undefined}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setError(null);
          }}
          error={error}
        >
          <Stack gap="xs" mt="xs">
            {slots.map((slot) => {
              const text = slotText(slot, interview.timeZone);
              return (
                <Radio.Card key={slot.id} value={slot.id} className={classes.card} radius="md">
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={2} />
                    <div className={classes.text}>
                      <Text size="sm" fw={600}>
                        <LocalSlot slot={slot} />
                      </Text>
                      <Text size="xs" c="dimmed">
                        {text.other
                          ? t("picker.lineOther", {
                              duration: formatDuration(t, slot.durationMinutes),
                              zone: text.localZone,
                              other: text.other,
                            })
                          : t("picker.line", {
                              duration: formatDuration(t, slot.durationMinutes),
                              zone: text.localZone,
                            })}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              );
            })}
          </Stack>
        </Radio.Group>
      )}
      <Group gap="sm">
        {slots.length > 0 && (
          <Button onClick={confirm} loading={pick.isPending} leftSection={<IconCheck size={16} aria-hidden />}>
            {t("picker.confirm")}
          </Button>
        )}
        {noneWork}
      </Group>
    </Stack>
  );
}
