import { Checkbox, SimpleGrid, Stack } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { MonthField } from "../../../components/month-field.tsx";
import { currentLabel, type CvFormValues } from "./cv-form-values.ts";

type Props = { form: UseFormReturnType<CvFormValues>; list: "education" | "experience"; index: number; name: string };

/** Start and end month of an entry, and the box that says it has not ended yet (which empties the end). */
export function DatedRowFields({ form, list, index, name }: Props) {
  const path = `${list}.${index}` as const;
  const current = form.values[list][index]?.current ?? false;
  const monthProps = (field: "start" | "end") => ({
    ...form.getInputProps(`${path}.${field}`),
    value: form.values[list][index]?.[field] ?? null,
    onChange: (value: string | null) => form.setFieldValue(`${path}.${field}`, value),
  });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <MonthField
          label="Start"
          placeholder="Pick a month"
          required
          clearLabel={`Clear the start of ${name}`}
          {...monthProps("start")}
        />
        <MonthField
          label="End"
          placeholder={current ? "Ongoing" : "Pick a month"}
          // Needed unless the row is still going on, when the field is off.
          required={!current}
          clearLabel={`Clear the end of ${name}`}
          disabled={current}
          {...monthProps("end")}
          value={current ? null : monthProps("end").value}
        />
      </SimpleGrid>
      <Checkbox
        label={currentLabel(list)}
        {...form.getInputProps(`${path}.current`, { type: "checkbox" })}
        onChange={(event) => {
          form.setFieldValue(`${path}.current`, event.currentTarget.checked);
          // An end month already typed is kept for when the box is unticked, but its error no longer applies.
          form.clearFieldError(`${path}.end`);
        }}
      />
    </Stack>
  );
}
