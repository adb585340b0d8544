import { ActionIcon, Button, Group, Input, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { CEFR_LEVELS, LANGUAGES, MAX_LANGUAGES_PER_LIST, type CefrLevel, type LanguageCode } from "@stint/shared/jobs";
import { languageName } from "@stint/shared/languages";
import { IconPlus, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLabels } from "../i18n/labels.ts";
import { currentLocale } from "../lib/locale.ts";

/** A language row while it is being edited: either half may still be missing (the schema says so). */
export type LanguageRow = { language: LanguageCode | null; level: CefrLevel | null };

type Props<Values extends { languages: LanguageRow[] }> = {
  form: UseFormReturnType<Values>;
  /** What the level means here: the minimum a job asks for, or the level a student has. */
  levelLabel: string;
  emptyText: string;
  /** An input's label as the form shows it, given its words and form path (the CV form marks what it read). */
  markLabel?: (label: string, path: string) => ReactNode;
};

/** Languages with a CEFR level each, as rows of the form's `languages` list (a job's or a CV's). */
export function LanguageFields<Values extends { languages: LanguageRow[] }>({
  form,
  levelLabel,
  emptyText,
  markLabel = (label) => label,
}: Props<Values>) {
  const { t } = useTranslation("components");
  const labels = useLabels();
  const levelOptions = CEFR_LEVELS.map((level) => ({ value: level, label: labels.cefr(level) }));
  const rows = form.values.languages;
  const taken = new Set(rows.map((row) => row.language));
  // The vocabulary's names in the page's language ("Deutsch"), in its order.
  const locale = currentLocale();
  const named = LANGUAGES.map((language) => ({ code: language.code, name: languageName(language.code, locale) }));

  return (
    <Stack gap="sm">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
      {rows.map((row, index) => {
        const name = row.language ? languageName(row.language, locale) : t("languageFields.nth", { number: index + 1 });
        return (
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" style={{ flex: 1, minWidth: 0 }}>
              <Select
                label={markLabel(t("languageFields.language"), `languages.${index}.language`)}
                placeholder={t("languageFields.languagePlaceholder")}
                required
                searchable
                nothingFoundMessage={t("languageFields.noMatch")}
                data={named.map((language) => ({
                  value: language.code,
                  label: language.name,
                  disabled: taken.has(language.code) && language.code !== row.language,
                }))}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps(`languages.${index}.language`)}
              />
              <Select
                label={markLabel(levelLabel, `languages.${index}.level`)}
                placeholder={t("languageFields.levelPlaceholder")}
                required
                data={levelOptions}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps(`languages.${index}.level`)}
              />
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              mt={30}
              aria-label={t("languageFields.remove", { name })}
              onClick={() => form.removeListItem("languages", index)}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {form.errors.languages && <Input.Error>{form.errors.languages}</Input.Error>}
      <div>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={rows.length >= MAX_LANGUAGES_PER_LIST}
          // Mantine cannot work out the list's element type through the generic form values.
          onClick={() =>
            form.insertListItem("languages", { language: null, level: "B2" } satisfies LanguageRow as never)
          }
        >
          {t("languageFields.add")}
        </Button>
      </div>
    </Stack>
  );
}
