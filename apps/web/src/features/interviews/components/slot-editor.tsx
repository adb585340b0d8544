import "@mantine/dates/styles.layer.css";
import { ActionIcon, Button, Group, Select, Stack, Text } from "@mantine/core";
import { TimeInput } from "@mantine/dates";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useId } from "react";
import { DateField } from "../../../components/date-field.tsx";
import { todayIso } from "../../../lib/format.ts";
import { DURATION_OPTIONS, nextSlot, type SlotValues } from "../lib/slots.ts";
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
  // Mantine's form paths are typed loosely for a generic form: these helpers keep the casts in one place.
  const f = form as unknown as UseFormReturnType<{ slots: SlotValues[] }>;
  const slots = f.getValues().slots;
  const rootError = f.errors.slots;
  const legendId = useId();
  return (
    <Stack gap="sm" role="group" aria-labelledby={legendId}>
      <Text fw={600} size="sm" id={legendId}>
        Times to offer
      </Text>
      {slots.map((slot, index) => (
        // Rows have no id of their own; a removed row's inputs go with it, so the index is the identity.
        <div key={index} className={classes.row} role="group" aria-label={`Option ${index + 1}`}>
          <DateField
            className={classes.day}
            label="Day"
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
            label="Start"
            required
            {...f.getInputProps(`slots.${index}.time`)}
          />
          <Select
            className={classes.length}
            size="md"
            label="Length"
            data={DURATION_OPTIONS}
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
            aria-label={`Remove option ${index + 1}`}
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
          Add another time
        </Button>
        {slots.length >= maxSlots && (
          <Text size="sm" c="dimmed">
            At most {maxSlots} times.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
