import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/page-header.tsx";
import { JobAlertList } from "../../features/job-alerts/components/job-alert-list.tsx";

/** `/job-alerts` (students): the saved searches that tell of new jobs, instantly, daily, weekly or in Stint only. */
export function JobAlertsRoute() {
  const { t } = useTranslation("jobAlerts");
  return (
    <>
      <PageHeader title={t("list.title")} description={t("list.description")} />
      <JobAlertList />
    </>
  );
}
