import { SimpleGrid } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { DateField } from "../../../components/date-field.tsx";
import type { CvFormValues } from "./cv-form-values.ts";

/** From when, and until when, the student could work; either may stay open. */
export function AvailabilityFields({ form }: { form: UseFormReturnType<CvFormValues> }) {
  const dateProps = (field: "availableFrom" | "availableTo") => ({
    ...form.getInputProps(field),
    value: form.values[field],
    onChange: (value: string | null) => form.setFieldValue(field, value),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <DateField
        label="Available from"
        placeholder="Now"
        clearButtonProps={{ "aria-label": "Clear available from" }}
        {...dateProps("availableFrom")}
      />
      <DateField
        label="Available until"
        placeholder="Open-ended"
        clearButtonProps={{ "aria-label": "Clear available until" }}
        minDate={form.values.availableFrom ?? undefined}
        {...dateProps("availableTo")}
      />
    </SimpleGrid>
  );
}
