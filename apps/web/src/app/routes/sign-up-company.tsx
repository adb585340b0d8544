import { companySignUpSchema, type CompanySignUp } from "@stint/shared/account";
import { paths } from "@stint/shared/page-routes";
import { signUpCompany } from "../../features/accounts/api/sign-up.ts";
import {
  companyProfileToPayload,
  emptyCompanyProfile,
} from "../../features/accounts/components/account-form-values.ts";
import { CompanyProfileFields } from "../../features/accounts/components/company-profile-fields.tsx";
import { SignUpPage } from "../../features/accounts/components/sign-up-page.tsx";

export function SignUpCompanyRoute() {
  return (
    <SignUpPage<typeof emptyCompanyProfile, CompanySignUp>
      emptyProfile={emptyCompanyProfile}
      profileToPayload={companyProfileToPayload}
      schema={companySignUpSchema}
      submit={signUpCompany}
      welcome={(me) => ({
        title: `Welcome to Stint, ${me.account?.name ?? "there"}!`,
        message:
          "Your company account is ready. Post your first job now: save it as a draft and publish when it is complete.",
      })}
      title="Create your company account"
      pageTitle="Company sign-up"
      subtitle="Post jobs and internships, see applicants ranked with a clear reason, and invite students who are open to offers."
      otherRole={{ prompt: "A student?", to: paths.signUpStudent(), label: "Create a student account" }}
      formLabel="Company sign-up"
      errorTitle="Could not create the account"
      accountSection={{
        title: "Company and sign-in",
        nameLabel: "Company name",
        nameAutoComplete: "organization",
        emailLabel: "Work email",
      }}
      addressSection={{ title: "Location", description: "Where the company is based. Students see the distance." }}
      profileSection={{
        title: "About the company",
        description: "You can fill this in later from your account.",
        fields: (form) => <CompanyProfileFields form={form} />,
      }}
      submitLabel="Create company account"
    />
  );
}
