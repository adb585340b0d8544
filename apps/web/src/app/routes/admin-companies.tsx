import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page-header.tsx";
import { CompanyReviewList } from "../../features/admin-companies/components/company-review-list.tsx";

/** `/admin/companies` (issue 37): companies waiting for verification first; verify, refuse or revoke. */
export function AdminCompaniesRoute() {
  const { t } = useTranslation("adminCompanies");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <CompanyReviewList />
    </>
  );
}
