import { studentSignUpSchema, type StudentSignUp } from "@stint/shared/account";
import { paths } from "@stint/shared/page-routes";
import { signUpStudent } from "../../features/accounts/api/sign-up.ts";
import { emptyStudies, studiesToPayload } from "../../features/accounts/components/account-form-values.ts";
import { SignUpPage } from "../../features/accounts/components/sign-up-page.tsx";
import { StudiesFields } from "../../features/accounts/components/studies-fields.tsx";

export function SignUpStudentRoute() {
  return (
    <SignUpPage<typeof emptyStudies, StudentSignUp>
      emptyProfile={emptyStudies}
      profileToPayload={studiesToPayload}
      schema={studentSignUpSchema}
      submit={signUpStudent}
      welcome={(me) => ({
        title: `Welcome to Stint, ${me.account?.name.split(" ")[0] ?? "there"}!`,
        message: "Your student account is ready. Start with your CV: Stint matches jobs against it.",
      })}
      title="Create your student account"
      pageTitle="Student sign-up"
      subtitle="Keep your CVs in one place, see how well you match each job, and apply in a click."
      otherRole={{ prompt: "Hiring?", to: paths.signUpCompany(), label: "Create a company account" }}
      formLabel="Student sign-up"
      errorTitle="Could not create your account"
      accountSection={{ title: "Your account", nameLabel: "Full name", nameAutoComplete: "name", emailLabel: "Email" }}
      addressSection={{ title: "Where you live", description: "Used to show how far jobs are from you." }}
      profileSection={{
        title: "Your studies",
        description: "Companies filter by these; you can add them later.",
        fields: (form) => <StudiesFields form={form} />,
      }}
      submitLabel="Create student account"
    />
  );
}
