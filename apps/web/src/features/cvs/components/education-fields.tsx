import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { DEGREE_LABELS, DEGREE_LEVELS } from "@stint/shared/account";
import { MAX_CV_ENTRIES } from "@stint/shared/cvs";
import { emptyEducation, type CvFormValues } from "./cv-form-values.ts";
import { DatedRowFields } from "./dated-row-fields.tsx";
import { EntryList } from "./entry-list.tsx";

const degreeOptions = DEGREE_LEVELS.map((level) => ({ value: level, label: DEGREE_LABELS[level] }));

/** The schools and universities of a CV, newest first as the student orders them. */
export function EducationFields({ form }: { form: UseFormReturnType<CvFormValues> }) {
  return (
    <EntryList
      rows={form.values.education}
      nameOf={(row, index) => row.school.trim() || `Education ${index + 1}`}
      onAdd={() => form.insertListItem("education", emptyEducation())}
      onRemove={(index) => form.removeListItem("education", index)}
      onMove={(from, to) => form.reorderListItem("education", { from, to })}
      addLabel="Add education"
      emptyText="No education yet. Add your university, and your school if you like."
      max={MAX_CV_ENTRIES}
      error={form.errors.education}
    >
      {(_row, index, name) => (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label="School or university"
              placeholder="e.g. ETH Zürich"
              required
              maxLength={160}
              {...form.getInputProps(`education.${index}.school`)}
            />
            <Select
              label="Degree level"
              placeholder="Choose a level"
              data={degreeOptions}
              required
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps(`education.${index}.degreeLevel`)}
            />
            <TextInput
              label="Field of study"
              placeholder="e.g. Computer Science"
              required
              maxLength={120}
              {...form.getInputProps(`education.${index}.field`)}
            />
            <TextInput
              label="Grade"
              placeholder="e.g. 5.4 / 6"
              description="Optional"
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
