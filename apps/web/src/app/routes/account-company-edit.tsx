import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import { companyAccountPatchSchema, type CompanyAccount } from "@stint/shared/account";
import { PageHeader } from "../../components/page-header.tsx";
import { paths } from "../../config/paths.ts";
import { useMe } from "../../features/accounts/api/get-me.ts";
import {
  companyAccountToValues,
  companyValuesToPayload,
} from "../../features/accounts/components/account-form-values.ts";
import { CompanyProfileFields } from "../../features/accounts/components/company-profile-fields.tsx";
import { EditActions } from "../../features/accounts/components/edit-actions.tsx";
import { EditCard } from "../../features/accounts/components/edit-card.tsx";
import { useAccountEditForm } from "../../features/accounts/components/use-account-edit-form.ts";
import { AddressInput } from "../../features/places/components/address-input.tsx";
import { ApiFormShell } from "../../lib/api-form-shell.tsx";

function CompanyEditForm({ account }: { account: CompanyAccount }) {
  const apiForm = useAccountEditForm({
    account,
    schema: companyAccountPatchSchema,
    toValues: companyAccountToValues,
    toPayload: companyValuesToPayload,
    detailPath: paths.companyDetail,
  });
  const { form } = apiForm;

  return (
    <ApiFormShell apiForm={apiForm} label="Edit the company account" errorTitle="Your changes were not saved">
      <Stack gap="lg">
        <EditCard title="Basics">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <TextInput
                label="Company name"
                autoComplete="organization"
                required
                maxLength={120}
                {...form.getInputProps("name")}
              />
              <TextInput
                label="Email"
                description="You sign in with this address."
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                {...form.getInputProps("emailAddress")}
              />
            </SimpleGrid>
            <AddressInput
              description="Where the company is based. Students see the distance."
              {...form.getInputProps("address")}
            />
          </Stack>
        </EditCard>
        <EditCard title="Company profile" description="Students read this next to every job you post.">
          <CompanyProfileFields form={form} />
        </EditCard>
      </Stack>
      <EditActions cancelTo={paths.companyDetail} saving={apiForm.saving} dirty={form.isDirty()} />
    </ApiFormShell>
  );
}

export function AccountCompanyEditRoute() {
  const account = useMe()?.account;
  if (account?.role !== "company") return null;
  return (
    <>
      <PageHeader
        title="Edit the company account"
        pageTitle="Edit company account"
        description="Only what you change is saved."
      />
      <CompanyEditForm key={account.id} account={account} />
    </>
  );
}
