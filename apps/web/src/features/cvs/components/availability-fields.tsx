import { SimpleGrid } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field.tsx";
import type { CvFormValues } from "./cv-form-values.ts";

// The form fields (code, not words).
const FROM = "availableFrom";
const TO = "availableTo";

/** From when, and until when, the student could work; either may stay open. */
export function AvailabilityFields({ form }: { form: UseFormReturnType<CvFormValues> }) {
  const { t } = useTranslation("cvs");
  const dateProps = (field: "availableFrom" | "availableTo") => ({
    ...form.getInputProps(field),
    value: form.values[field],
    onChange: (value: string | null) => form.setFieldValue(field, value),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <DateField
        label={t("fields.availableFrom")}
        placeholder={t("fields.now")}
        clearButtonProps={{ "aria-label": t("fields.clearFrom") }}
        {...dateProps(FROM)}
      />
      <DateField
        label={t("fields.availableTo")}
        placeholder={t("fields.openEnded")}
        clearButtonProps={{ "aria-label": t("fields.clearTo") }}
        minDate={form.values.availableFrom ?? undefined}
        {...dateProps(TO)}
      />
    </SimpleGrid>
  );
}
