import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { paths } from "@stint/shared/page-routes";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { useJobQuery } from "../../features/jobs/api/get-job.ts";
import { useOwnVerification } from "../../features/companies/api/own-verification.ts";
import { JobForm } from "../../features/jobs/components/job-form.tsx";
import { JobStatusBadge } from "../../features/jobs/components/job-status-badge.tsx";
import { DetailSkeleton, isNotFound, LoadErrorPanel, NotFoundPanel } from "../../components/query-states.tsx";

/** `/job-edit/{id}` (companies only): the job form on a job of the signed-in company; anyone else's is not found. */
export function JobEditRoute() {
  const { t } = useTranslation("jobs");
  const { id = "" } = useParams();
  const account = useMe()?.account;
  const job = useJobQuery(id);
  const verification = useOwnVerification();

  if (job.isPending) return <DetailSkeleton />;
  // Another company's published job loads fine, but is not this company's to edit: the same answer as the API's 404.
  if ((job.isError && isNotFound(job.error)) || (job.data && job.data.companyId !== account?.id)) {
    return (
      <NotFoundPanel
        title={t("notFound.title")}
        text={t("notFound.editText")}
        action={
          <Button component={Link} to={paths.jobList({ mine: "true" })}>
            {t("list.yourJobs")}
          </Button>
        }
      />
    );
  }
  if (job.isError)
    return <LoadErrorPanel what={t("notFound.what")} error={job.error} onRetry={() => void job.refetch()} />;

  const data = job.data;
  return (
    <>
      <PageHeader
        title={t("edit.title", { title: data.title })}
        pageTitle={t("edit.pageTitle", { title: data.title })}
        description={<JobStatusBadge status={data.status} />}
        actions={
          <Button component={Link} to={paths.jobDetail({ id: data.id })} variant="default">
            {t("edit.view")}
          </Button>
        }
      />
      <JobForm
        key={data.id}
        job={data}
        companyAddress={data.company.address}
        publishBlocked={verification.data?.mayPublish === false}
      />
    </>
  );
}
