import { Alert, Button } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { Link, Outlet, useParams } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { DetailSkeleton, isNotFound, LoadErrorPanel, NotFoundPanel } from "../../components/query-states.tsx";
import { jobDetailPath, paths } from "../../config/paths.ts";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { useJobQuery } from "../../features/jobs/api/get-job.ts";

/**
 * `/matching-applicants/{id}` (company only): one of the company's jobs above its candidate screens
 * (`company-matching`), which read the job from the outlet's context. Another company's job is "not found",
 * as the API answers.
 */
export function MatchingApplicantsRoute() {
  const { id = "" } = useParams();
  const account = useMe()?.account;
  const job = useJobQuery(id);

  if (job.isPending) return <DetailSkeleton />;
  if ((job.isError && isNotFound(job.error)) || (job.data && job.data.companyId !== account?.id)) {
    return (
      <NotFoundPanel
        title="Job not found"
        text="None of your company's jobs is at this address. It may have been deleted."
        action={
          <Button component={Link} to={paths.matchingList}>
            Matching
          </Button>
        }
      />
    );
  }
  if (job.isError) return <LoadErrorPanel what="the job" error={job.error} onRetry={() => void job.refetch()} />;

  return (
    <>
      <PageHeader
        title={job.data.title}
        pageTitle={`Candidates for ${job.data.title}`}
        description="Candidates: students open to offers, ranked by how well they match this job and how well it fits their wishes."
        actions={
          <Button component={Link} to={jobDetailPath(job.data.id)} variant="default">
            View the job
          </Button>
        }
      />
      {job.data.status !== "published" && (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden />} mb="lg" role="note">
          {job.data.status === "draft"
            ? "This job is a draft: students cannot see it yet. The ranking shows who would match it once it is published."
            : "This job is closed: students can no longer apply to it."}
        </Alert>
      )}
      <Outlet context={job.data} />
    </>
  );
}
