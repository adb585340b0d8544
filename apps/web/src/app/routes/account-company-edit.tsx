import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("accounts");
  return (
    <AccountEditPage
      role="company"
      title={t("edit.companyTitle")}
      pageTitle={t("edit.companyPageTitle")}
      schema={companyAccountPatchSchema}
      toValues={companyAccountToValues}
      toPayload={companyValuesToPayload}
      detailPath={paths.companyDetail()}
      nameLabel={t("detail.companyName")}
      nameAutoComplete="organization"
      addressDescription={t("edit.companyAddress")}
    >
      {(form) => (
        <EditCard title={t("finish.companyProfile")} description={t("edit.companyProfileText")}>
          <Stack gap="md">
            <AvatarUploadField
              purpose="logo"
              label={t("edit.logo")}
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
