import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page-header.tsx";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { useOwnVerification } from "../../features/companies/api/own-verification.ts";
import { JobForm } from "../../features/jobs/components/job-form.tsx";

/** `/job-creation` (companies only): post a new job, as a draft or published at once. */
export function JobCreationRoute() {
  const { t } = useTranslation("jobs");
  const account = useMe()?.account;
  const verification = useOwnVerification();
  if (account?.role !== "company") return null;
  return (
    <>
      <PageHeader title={t("list.postJob")} description={t("create.description")} />
      <JobForm companyAddress={account.address} publishBlocked={verification.data?.mayPublish === false} />
    </>
  );
}
