import { companySignUpSchema, type CompanySignUp } from "@stint/shared/account";
import { paths } from "@stint/shared/page-routes";
import { useTranslation } from "react-i18next";
import { signUpCompany } from "../../features/accounts/api/sign-up.ts";
import {
  companyProfileToPayload,
  emptyCompanyProfile,
} from "../../features/accounts/components/account-form-values.ts";
import { CompanyProfileFields } from "../../features/accounts/components/company-profile-fields.tsx";
import { SignUpPage } from "../../features/accounts/components/sign-up-page.tsx";

export function SignUpCompanyRoute() {
  const { t } = useTranslation("auth");
  return (
    <SignUpPage<typeof emptyCompanyProfile, CompanySignUp>
      emptyProfile={emptyCompanyProfile}
      profileToPayload={companyProfileToPayload}
      schema={companySignUpSchema}
      submit={signUpCompany}
      welcome={(me) => ({
        title: t("signUp.company.welcomeTitle", { name: me.account?.name ?? "" }),
        message: t("signUp.company.welcomeText"),
      })}
      title={t("signUp.company.title")}
      pageTitle={t("signUp.company.pageTitle")}
      subtitle={t("signUp.company.subtitle")}
      otherRole={{
        prompt: t("signUp.company.otherPrompt"),
        to: paths.signUpStudent(),
        label: t("signUp.company.otherLabel"),
      }}
      formLabel={t("signUp.company.form")}
      errorTitle={t("signUp.company.errorTitle")}
      accountSection={{
        title: t("signUp.company.accountTitle"),
        nameLabel: t("signUp.company.name"),
        nameAutoComplete: "organization",
        emailLabel: t("signUp.company.email"),
      }}
      addressSection={{ title: t("signUp.company.addressTitle"), description: t("signUp.company.addressText") }}
      profileSection={{
        title: t("signUp.company.profileTitle"),
        description: t("signUp.company.profileText"),
        fields: (form) => <CompanyProfileFields form={form} />,
      }}
      submitLabel={t("signUp.company.submit")}
    />
  );
}
