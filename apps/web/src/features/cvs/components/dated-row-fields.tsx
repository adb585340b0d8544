import { Checkbox, SimpleGrid, Stack } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { MonthField } from "../../../components/month-field.tsx";
import { CURRENT_LABEL_KEYS, type CvFormValues } from "./cv-form-values.ts";
import { useMarkedLabel, usePdfMark } from "./pdf-marks.tsx";

// The row fields (code, not words).
const START = "start";
const END = "end";

type Props = { form: UseFormReturnType<CvFormValues>; list: "education" | "experience"; index: number; name: string };

/** Start and end month of an entry, and the box that says it has not ended yet (which empties the end). */
export function DatedRowFields({ form, list, index, name }: Props) {
  const { t } = useTranslation("cvs");
  const path = `${list}.${index}` as const;
  const mark = usePdfMark();
  const markedLabel = useMarkedLabel();
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
          {...mark(t("fields.start"), `${path}.start`)}
          placeholder={t("fields.pickMonth")}
          required
          clearLabel={t("fields.clearStart", { name })}
          {...monthProps(START)}
        />
        <MonthField
          {...mark(t("fields.end"), `${path}.end`)}
          placeholder={current ? t("fields.ongoing") : t("fields.pickMonth")}
          // Needed unless the row is still going on, when the field is off.
          required={!current}
          clearLabel={t("fields.clearEnd", { name })}
          disabled={current}
          {...monthProps(END)}
          value={current ? null : monthProps(END).value}
        />
      </SimpleGrid>
      <Checkbox
        label={markedLabel(t(CURRENT_LABEL_KEYS[list]), `${path}.current`)}
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
