import { studentAccountPatchSchema } from "@stint/shared/account";
import { paths } from "@stint/shared/page-routes";
import {
  studentAccountToValues,
  studentValuesToPayload,
} from "../../features/accounts/components/account-form-values.ts";
import { AccountEditPage } from "../../features/accounts/components/account-edit-page.tsx";
import { StudentAccountFields } from "../../features/accounts/components/student-account-fields.tsx";

export function AccountStudentEditRoute() {
  return (
    <AccountEditPage
      role="student"
      title="Edit your account"
      schema={studentAccountPatchSchema}
      toValues={studentAccountToValues}
      toPayload={studentValuesToPayload}
      detailPath={paths.studentDetail()}
      nameLabel="Full name"
      nameAutoComplete="name"
      addressDescription="Where you live now; used for distances to jobs."
    >
      {(form) => <StudentAccountFields form={form} />}
    </AccountEditPage>
  );
}
