import { studentSignUpSchema, type StudentSignUp } from "@stint/shared/account";
import { paths } from "@stint/shared/page-routes";
import { useTranslation } from "react-i18next";
import { signUpStudent } from "../../features/accounts/api/sign-up.ts";
import { emptyStudies, studiesToPayload } from "../../features/accounts/components/account-form-values.ts";
import { SignUpPage } from "../../features/accounts/components/sign-up-page.tsx";
import { StudiesFields } from "../../features/accounts/components/studies-fields.tsx";

export function SignUpStudentRoute() {
  const { t } = useTranslation("auth");
  return (
    <SignUpPage<typeof emptyStudies, StudentSignUp>
      emptyProfile={emptyStudies}
      profileToPayload={studiesToPayload}
      schema={studentSignUpSchema}
      submit={signUpStudent}
      welcome={(me) => ({
        title: t("signUp.student.welcomeTitle", { name: me.account?.name.split(" ")[0] ?? "" }),
        message: t("signUp.student.welcomeText"),
      })}
      title={t("signUp.student.title")}
      pageTitle={t("signUp.student.pageTitle")}
      subtitle={t("signUp.student.subtitle")}
      otherRole={{
        prompt: t("signUp.student.otherPrompt"),
        to: paths.signUpCompany(),
        label: t("signUp.student.otherLabel"),
      }}
      formLabel={t("signUp.student.form")}
      errorTitle={t("signUp.student.errorTitle")}
      accountSection={{
        title: t("signUp.student.accountTitle"),
        nameLabel: t("signUp.student.name"),
        nameAutoComplete: "name",
        emailLabel: t("signUp.student.email"),
      }}
      addressSection={{ title: t("signUp.student.addressTitle"), description: t("signUp.student.addressText") }}
      profileSection={{
        title: t("signUp.student.profileTitle"),
        description: t("signUp.student.profileText"),
        fields: (form) => <StudiesFields form={form} />,
      }}
      submitLabel={t("signUp.student.submit")}
    />
  );
}
