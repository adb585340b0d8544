import { Stack } from "@mantine/core";
import { companyAccountPatchSchema } from "@stint/shared/account";
import { paths } from "@stint/shared/page-routes";
import {
  companyAccountToValues,
  companyValuesToPayload,
} from "../../features/accounts/components/account-form-values.ts";
import { AccountEditPage } from "../../features/accounts/components/account-edit-page.tsx";
import { CompanyProfileFields } from "../../features/accounts/components/company-profile-fields.tsx";
import { EditCard } from "../../components/edit-card.tsx";
import { AvatarUploadField } from "../../features/files/components/avatar-upload-field.tsx";

export function AccountCompanyEditRoute() {
  return (
    <AccountEditPage
      role="company"
      title="Edit the company account"
      pageTitle="Edit company account"
      schema={companyAccountPatchSchema}
      toValues={companyAccountToValues}
      toPayload={companyValuesToPayload}
      detailPath={paths.companyDetail()}
      nameLabel="Company name"
      nameAutoComplete="organization"
      addressDescription="Where the company is based. Students see the distance."
    >
      {(form) => (
        <EditCard title="Company profile" description="Students read this next to every job you post.">
          <Stack gap="md">
            <AvatarUploadField
              purpose="logo"
              label="Logo"
              name={form.values.name}
              value={form.values.logo}
              onChange={(logo) => form.setFieldValue("logo", logo)}
              error={form.errors.logo}
            />
            <CompanyProfileFields form={form} />
          </Stack>
        </EditCard>
      )}
    </AccountEditPage>
  );
}
