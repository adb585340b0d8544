import { useTranslation } from "react-i18next";
import { studentAccountPatchSchema } from "@stint/shared/account";
import { paths } from "@stint/shared/page-routes";
import {
  studentAccountToValues,
  studentValuesToPayload,
} from "../../features/accounts/components/account-form-values.ts";
import { AccountEditPage } from "../../features/accounts/components/account-edit-page.tsx";
import { StudentAccountFields } from "../../features/accounts/components/student-account-fields.tsx";

export function AccountStudentEditRoute() {
  const { t } = useTranslation("accounts");
  return (
    <AccountEditPage
      role="student"
      title={t("edit.studentTitle")}
      schema={studentAccountPatchSchema}
      toValues={studentAccountToValues}
      toPayload={studentValuesToPayload}
      detailPath={paths.studentDetail()}
      nameLabel={t("finish.fullName")}
      nameAutoComplete="name"
      addressDescription={t("edit.studentAddress")}
    >
      {(form) => <StudentAccountFields form={form} />}
    </AccountEditPage>
  );
}
