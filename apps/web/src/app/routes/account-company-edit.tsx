import { companyAccountPatchSchema } from "@stint/shared/account";
import { paths } from "../../config/paths.ts";
import {
  companyAccountToValues,
  companyValuesToPayload,
} from "../../features/accounts/components/account-form-values.ts";
import { AccountEditPage } from "../../features/accounts/components/account-edit-page.tsx";
import { CompanyProfileFields } from "../../features/accounts/components/company-profile-fields.tsx";
import { EditCard } from "../../features/accounts/components/edit-card.tsx";

export function AccountCompanyEditRoute() {
  return (
    <AccountEditPage
      role="company"
      title="Edit the company account"
      pageTitle="Edit company account"
      schema={companyAccountPatchSchema}
      toValues={companyAccountToValues}
      toPayload={companyValuesToPayload}
      detailPath={paths.companyDetail}
      nameLabel="Company name"
      nameAutoComplete="organization"
      addressDescription="Where the company is based. Students see the distance."
    >
      {(form) => (
        <EditCard title="Company profile" description="Students read this next to every job you post.">
          <CompanyProfileFields form={form} />
        </EditCard>
      )}
    </AccountEditPage>
  );
}
