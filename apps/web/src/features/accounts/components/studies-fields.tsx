import { Autocomplete, Select, SimpleGrid, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { DEGREE_LEVELS } from "@stint/shared/account";
import { useTranslation } from "react-i18next";
import type { StudiesValues } from "./account-form-values.ts";
import { MonthField } from "../../../components/month-field.tsx";
import { useVocabularyNames } from "../../skills/components/vocabulary-names.ts";

/** University, field of study, degree and graduation: used by sign-up, finish-your-account and account edit. */
export function StudiesFields({ form }: { form: UseFormReturnType<StudiesValues> }) {
  const { t } = useTranslation("accounts");
  const names = useVocabularyNames();
  const degreeOptions = DEGREE_LEVELS.map((level) => ({ value: level, label: t(`studies.degrees.${level}`) }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <TextInput
        label={t("studies.university")}
        placeholder={t("studies.universityPlaceholder")}
        autoComplete="organization"
        maxLength={160}
        {...form.getInputProps("university")}
      />
      {/* Free text (a diploma's wording is the student's), with the common fields in the page's language. */}
      <Autocomplete
        label={t("studies.field")}
        placeholder={t("studies.fieldPlaceholder")}
        maxLength={160}
        data={names.fieldsOfStudy}
        filter={names.fieldOfStudyFilter}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps("fieldOfStudy")}
      />
      <Select
        label={t("studies.degree")}
        placeholder={t("studies.degreePlaceholder")}
        data={degreeOptions}
        clearable
        clearButtonProps={{ "aria-label": t("studies.degreeClear") }}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps("degreeLevel")}
      />
      <MonthField
        label={t("studies.graduation")}
        description={t("studies.graduationText")}
        placeholder={t("studies.graduationPlaceholder")}
        {...form.getInputProps("expectedGraduation")}
        value={form.values.expectedGraduation}
        onChange={(value) => form.setFieldValue("expectedGraduation", value)}
      />
    </SimpleGrid>
  );
}
