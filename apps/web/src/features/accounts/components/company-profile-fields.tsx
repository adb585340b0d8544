import { Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { COMPANY_SIZES } from "@stint/shared/account";
import { IconWorld } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { CompanyProfileValues } from "./account-form-values.ts";

export const DESCRIPTION_MAX = 4000;

/** Website, industry, size and description: used by sign-up, finish-your-account and account edit. */
export function CompanyProfileFields({ form }: { form: UseFormReturnType<CompanyProfileValues> }) {
  const { t } = useTranslation("accounts");
  const sizeOptions = COMPANY_SIZES.map((size) => ({ value: size, label: t("company.sizeOption", { size }) }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label={t("company.website")}
          placeholder={t("company.websitePlaceholder")}
          type="url"
          inputMode="url"
          autoComplete="url"
          leftSection={<IconWorld size={18} aria-hidden />}
          {...form.getInputProps("website")}
        />
        <TextInput
          label={t("company.industry")}
          placeholder={t("company.industryPlaceholder")}
          maxLength={120}
          {...form.getInputProps("industry")}
        />
        <Select
          label={t("company.size")}
          placeholder={t("company.sizePlaceholder")}
          data={sizeOptions}
          clearable
          clearButtonProps={{ "aria-label": t("company.sizeClear") }}
          {...form.getInputProps("sizeBand")}
        />
      </SimpleGrid>
      <Textarea
        label={t("company.about")}
        description={t("company.aboutText")}
        placeholder={t("company.aboutPlaceholder")}
        autosize
        minRows={4}
        maxRows={12}
        maxLength={DESCRIPTION_MAX}
        {...form.getInputProps("description")}
      />
    </Stack>
  );
}
