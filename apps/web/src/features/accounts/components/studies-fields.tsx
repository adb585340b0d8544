import { Select, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { DEGREE_LABELS, DEGREE_LEVELS } from "@stint/shared/account";
import type { StudiesValues } from "./account-form-values.ts";
import { MonthField } from "../../../components/month-field.tsx";

const degreeOptions = DEGREE_LEVELS.map((level) => ({ value: level, label: DEGREE_LABELS[level] }));

/** University, field of study, degree and graduation: used by sign-up, finish-your-account and account edit. */
export function StudiesFields({ form }: { form: UseFormReturnType<StudiesValues> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <TextInput
        label="University or school"
        placeholder="e.g. ETH Zürich"
        autoComplete="organization"
        maxLength={160}
        {...form.getInputProps("university")}
      />
      <TextInput
        label="Field of study"
        placeholder="e.g. Computer Science"
        maxLength={160}
        {...form.getInputProps("fieldOfStudy")}
      />
      <Select
        label="Degree level"
        placeholder="Choose a level"
        data={degreeOptions}
        clearable
        clearButtonProps={{ "aria-label": "Clear the degree level" }}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps("degreeLevel")}
      />
      <MonthField
        label="Graduation"
        description="When you expect to graduate, or when you did."
        placeholder="Pick a month"
        {...form.getInputProps("expectedGraduation")}
        value={form.values.expectedGraduation}
        onChange={(value) => form.setFieldValue("expectedGraduation", value)}
      />
    </SimpleGrid>
  );
}
