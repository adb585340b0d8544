import "@mantine/dates/styles.layer.css";
import { ActionIcon, Button, Group, Select, Stack, Text } from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field.tsx";
import { todayIso } from "../../../lib/format.ts";
import { durationOptions, nextSlot, type SlotValues } from "../lib/slots.ts";
import classes from "./slot-editor.module.css";

type Props<Values extends { slots: SlotValues[] }> = {
  form: UseFormReturnType<Values>;
  maxSlots: number;
};

/**
 * The times a company offers: rows of day, start and length (on the clocks of the zone chosen below them), added
 * and removed one by one. The first row takes the focus when the dialog opens.
 */
export function SlotEditor<Values extends { slots: SlotValues[] }>({ form, maxSlots }: Props<Values>) {
  const { t } = useTranslation("interviews");
  // Mantine's form paths are typed loosely for a generic form: these helpers keep the casts in one place.
  const f = form as unknown as UseFormReturnType<{ slots: SlotValues[] }>;
  const slots = f.getValues().slots;
  const rootError = f.errors.slots;
  const legendId = useId();
  return (
    <Stack gap="sm" role="group" aria-labelledby={legendId}>
      <Text fw={600} size="sm" id={legendId}>
        {t("editor.legend")}
      </Text>
      {slots.map((slot, index) => (
        // Rows have no id of their own; a removed row's inputs go with it, so the index is the identity.
        <div key={index} className={classes.row} role="group" aria-label={t("editor.option", { number: index + 1 })}>
          <DateField
            className={classes.day}
            label={t("editor.day")}
            required
            minDate={todayIso()}
            data-autofocus={index === 0 ? true : undefined}
            {...f.getInputProps(`slots.${index}.date`)}
            value={slot.date}
            onChange={(value) => f.setFieldValue(`slots.${index}.date`, value)}
          />
          <TimeInput
            className={classes.time}
            size="md"
            label={t("editor.start")}
            required
            {...f.getInputProps(`slots.${index}.time`)}
          />
          <Select
            className={classes.length}
            size="md"
            label={t("editor.length")}
            data={durationOptions(t)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...f.getInputProps(`slots.${index}.durationMinutes`)}
          />
          <ActionIcon
            className={classes.remove}
            variant="subtle"
            color="red"
            size="lg"
            disabled={slots.length === 1}
            onClick={() => f.removeListItem("slots", index)}
            aria-label={t("editor.remove", { number: index + 1 })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </div>
      ))}
      {typeof rootError === "string" || typeof rootError === "number" ? (
        <Text size="sm" c="red.8" role="alert">
          {rootError}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="compact-md"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={slots.length >= maxSlots}
          onClick={() => f.insertListItem("slots", nextSlot(slots[slots.length - 1], todayIso()))}
        >
          {t("editor.add")}
        </Button>
        {slots.length >= maxSlots && (
          <Text size="sm" c="dimmed">
            {t("editor.max", { count: maxSlots })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
