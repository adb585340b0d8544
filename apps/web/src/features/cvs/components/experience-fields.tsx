import { SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { MAX_CV_ENTRIES } from "@stint/shared/cvs";
import { emptyExperience, type CvFormValues } from "./cv-form-values.ts";
import { DatedRowFields } from "./dated-row-fields.tsx";
import { EntryList } from "./entry-list.tsx";

/** Jobs, internships, projects and volunteering, each with what the student did there. */
export function ExperienceFields({ form }: { form: UseFormReturnType<CvFormValues> }) {
  return (
    <EntryList
      rows={form.values.experience}
      nameOf={(row, index) =>
        [row.title.trim(), row.organisation.trim()].filter(Boolean).join(" at ") || `Experience ${index + 1}`
      }
      onAdd={() => form.insertListItem("experience", emptyExperience())}
      onRemove={(index) => form.removeListItem("experience", index)}
      onMove={(from, to) => form.reorderListItem("experience", { from, to })}
      addLabel="Add experience"
      emptyText="No experience yet. Internships, student jobs, projects and volunteering all count."
      max={MAX_CV_ENTRIES}
      error={form.errors.experience}
    >
      {(_row, index, name) => (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label="Job title"
              placeholder="e.g. Software Engineering Intern"
              required
              maxLength={120}
              {...form.getInputProps(`experience.${index}.title`)}
            />
            <TextInput
              label="Organisation"
              placeholder="e.g. Helvetia Robotics"
              required
              maxLength={160}
              {...form.getInputProps(`experience.${index}.organisation`)}
            />
          </SimpleGrid>
          <DatedRowFields form={form} list="experience" index={index} name={name} />
          <Textarea
            label="What you did"
            placeholder="What you worked on, with whom, and what came of it."
            description="Optional"
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
