import { SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { MAX_CV_ENTRIES } from "@stint/shared/cvs";
import { useTranslation } from "react-i18next";
import { emptyExperience, type CvFormValues } from "./cv-form-values.ts";
import { DatedRowFields } from "./dated-row-fields.tsx";
import { EntryList } from "./entry-list.tsx";
import { usePdfMark } from "./pdf-marks.tsx";

/** Jobs, internships, projects and volunteering, each with what the student did there. */
export function ExperienceFields({ form }: { form: UseFormReturnType<CvFormValues> }) {
  const { t } = useTranslation("cvs");
  const mark = usePdfMark();
  const nameOf = (row: CvFormValues["experience"][number], index: number) => {
    const [title, organisation] = [row.title.trim(), row.organisation.trim()];
    if (title && organisation) return t("fields.titleAt", { title, organisation });
    return title || organisation || t("fields.experienceName", { number: index + 1 });
  };
  return (
    <EntryList
      rows={form.values.experience}
      nameOf={nameOf}
      onAdd={() => form.insertListItem("experience", emptyExperience())}
      onRemove={(index) => form.removeListItem("experience", index)}
      onMove={(from, to) => form.reorderListItem("experience", { from, to })}
      addLabel={t("fields.addExperience")}
      emptyText={t("fields.noExperience")}
      max={MAX_CV_ENTRIES}
      error={form.errors.experience}
    >
      {(_row, index, name) => (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              {...mark(t("fields.jobTitle"), `experience.${index}.title`)}
              placeholder={t("fields.jobTitlePlaceholder")}
              required
              maxLength={120}
              {...form.getInputProps(`experience.${index}.title`)}
            />
            <TextInput
              {...mark(t("fields.organisation"), `experience.${index}.organisation`)}
              placeholder={t("fields.organisationPlaceholder")}
              required
              maxLength={160}
              {...form.getInputProps(`experience.${index}.organisation`)}
            />
          </SimpleGrid>
          <DatedRowFields form={form} list="experience" index={index} name={name} />
          <Textarea
            {...mark(t("fields.whatYouDid"), `experience.${index}.description`)}
            placeholder={t("fields.whatYouDidPlaceholder")}
            description={t("fields.optional")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={2000}
            {...form.getInputProps(`experience.${index}.description`)}
          />
        </Stack>
      )}
    </EntryList>
  );
}
