import { Button } from "@mantine/core";
import { Link, useParams } from "react-router";
import { DetailSkeleton, isNotFound, LoadErrorPanel, NotFoundPanel } from "../../components/query-states.tsx";
import { jobListPath } from "../../config/paths.ts";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { CompanyCard } from "../../features/companies/components/company-card.tsx";
import { useJobQuery } from "../../features/jobs/api/get-job.ts";
import { JobDetailView } from "../../features/jobs/components/job-detail-view.tsx";

/** `/job-detail/{id}`: a job as students and companies see it; its company also manages it here. */
export function JobDetailRoute() {
  const { id = "" } = useParams();
  const account = useMe()?.account;
  const job = useJobQuery(id);

  if (job.isPending) return <DetailSkeleton />;
  if (job.isError) {
    if (isNotFound(job.error)) {
      return (
        <NotFoundPanel
          title="Job not found"
          text="This job does not exist any more, or it is not published. It may have been deleted by its company."
          action={
            <Button component={Link} to={jobListPath()}>
              Find other jobs
            </Button>
          }
        />
      );
    }
    return <LoadErrorPanel what="the job" error={job.error} onRetry={() => void job.refetch()} />;
  }
  return (
    <JobDetailView
      job={job.data}
      owner={account?.id === job.data.companyId}
      company={<CompanyCard company={job.data.company} />}
    />
  );
}
