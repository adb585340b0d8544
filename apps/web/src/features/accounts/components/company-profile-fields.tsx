import { Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { COMPANY_SIZES } from "@stint/shared/account";
import { IconWorld } from "@tabler/icons-react";
import type { CompanyProfileValues } from "./account-form-values.ts";

const sizeOptions = COMPANY_SIZES.map((size) => ({ value: size, label: `${size} employees` }));
export const DESCRIPTION_MAX = 4000;

/** Website, industry, size and description: used by sign-up, finish-your-account and account edit. */
export function CompanyProfileFields({ form }: { form: UseFormReturnType<CompanyProfileValues> }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label="Website"
          placeholder="https://example.com"
          type="url"
          inputMode="url"
          autoComplete="url"
          leftSection={<IconWorld size={18} aria-hidden />}
          {...form.getInputProps("website")}
        />
        <TextInput
          label="Industry"
          placeholder="e.g. Software, Banking, Healthcare"
          maxLength={120}
          {...form.getInputProps("industry")}
        />
        <Select
          label="Company size"
          placeholder="Choose a size"
          data={sizeOptions}
          clearable
          clearButtonProps={{ "aria-label": "Clear the company size" }}
          {...form.getInputProps("sizeBand")}
        />
      </SimpleGrid>
      <Textarea
        label="About the company"
        description="What you do, how you work and what students learn with you. Markdown works: **bold**, lists, links."
        placeholder="We are a team of 40 building…"
        autosize
        minRows={4}
        maxRows={12}
        maxLength={DESCRIPTION_MAX}
        {...form.getInputProps("description")}
      />
    </Stack>
  );
}
