import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { DEGREE_LEVELS } from "@stint/shared/account";
import { MAX_CV_ENTRIES } from "@stint/shared/cvs";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../../i18n/labels.ts";
import { emptyEducation, type CvFormValues } from "./cv-form-values.ts";
import { DatedRowFields } from "./dated-row-fields.tsx";
import { EntryList } from "./entry-list.tsx";
import { usePdfMark } from "./pdf-marks.tsx";

/** The schools and universities of a CV, newest first as the student orders them. */
export function EducationFields({ form }: { form: UseFormReturnType<CvFormValues> }) {
  const { t } = useTranslation("cvs");
  const labels = useLabels();
  const mark = usePdfMark();
  const degreeOptions = DEGREE_LEVELS.map((level) => ({ value: level, label: labels.degree(level) }));
  return (
    <EntryList
      rows={form.values.education}
      nameOf={(row, index) => row.school.trim() || t("fields.educationName", { number: index + 1 })}
      onAdd={() => form.insertListItem("education", emptyEducation())}
      onRemove={(index) => form.removeListItem("education", index)}
      onMove={(from, to) => form.reorderListItem("education", { from, to })}
      addLabel={t("fields.addEducation")}
      emptyText={t("fields.noEducation")}
      max={MAX_CV_ENTRIES}
      error={form.errors.education}
    >
      {(_row, index, name) => (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              {...mark(t("fields.school"), `education.${index}.school`)}
              placeholder={t("fields.schoolPlaceholder")}
              required
              maxLength={160}
              {...form.getInputProps(`education.${index}.school`)}
            />
            <Select
              {...mark(t("fields.degree"), `education.${index}.degreeLevel`)}
              placeholder={t("fields.degreePlaceholder")}
              data={degreeOptions}
              required
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps(`education.${index}.degreeLevel`)}
            />
            <TextInput
              {...mark(t("fields.field"), `education.${index}.field`)}
              placeholder={t("fields.fieldPlaceholder")}
              required
              maxLength={120}
              {...form.getInputProps(`education.${index}.field`)}
            />
            <TextInput
              {...mark(t("fields.grade"), `education.${index}.grade`)}
              placeholder={t("fields.gradePlaceholder")}
              description={t("fields.optional")}
              inputWrapperOrder={["label", "input", "description", "error"]}
              maxLength={40}
              {...form.getInputProps(`education.${index}.grade`)}
            />
          </SimpleGrid>
          <DatedRowFields form={form} list="education" index={index} name={name} />
        </Stack>
      )}
    </EntryList>
  );
}
