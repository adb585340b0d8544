import type { Job } from "@stint/shared/jobs";
import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { DetailSkeleton, isNotFound, LoadErrorPanel, NotFoundPanel } from "../../components/query-states.tsx";
import { paths } from "@stint/shared/page-routes";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { JobApplication } from "../../features/applications/components/job-application.tsx";
import { StudentInterview } from "../../features/interviews/components/student-interview.tsx";
import { CompanyCard } from "../../features/companies/components/company-card.tsx";
import { useCvList } from "../../features/cvs/api/list-cvs.ts";
import { CvChoice } from "../../features/cvs/components/cv-choice.tsx";
import { useJobQuery } from "../../features/jobs/api/get-job.ts";
import { JobDetailView } from "../../features/jobs/components/job-detail-view.tsx";
import { SimilarJobs } from "../../features/jobs/components/similar-jobs.tsx";
import { JobPageSaveButton } from "../../features/saved-jobs/components/job-page-save-button.tsx";
import { MatchNeedsCv } from "../../features/matching/components/match-needs-cv.tsx";
import { MatchSection } from "../../features/matching/components/match-section.tsx";

/** A student's match with the job, for the CV in the URL (`?cvId=`) or else their primary one. */
function StudentMatch({ jobId }: { jobId: string }) {
  const { t } = useTranslation("jobs");
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <CvChoice
      value={searchParams.get("cvId")}
      onChange={(cvId) => setSearchParams({ cvId }, { replace: true, preventScrollReset: true })}
      label={t("detail.forYourCv")}
      inline
      noCv={<MatchNeedsCv of="job" />}
    >
      {(cv, chooser) => (
        <MatchSection
          title={t("detail.yourMatch")}
          description={chooser ? undefined : t("detail.forCv", { title: cv.title })}
          actions={chooser}
          cvId={cv.id}
          jobId={jobId}
          viewer="student"
        />
      )}
    </CvChoice>
  );
}

/** A student's application to the job (Apply with one of their CVs, or the application once made). */
function StudentApplication({ job }: { job: Job }) {
  const [searchParams] = useSearchParams();
  const cvs = useCvList();
  return (
    <JobApplication
      job={{
        id: job.id,
        title: job.title,
        companyName: job.company.name,
        status: job.status,
        deadline: job.deadline,
      }}
      cvs={cvs.data}
      preferredCvId={searchParams.get("cvId")}
      interview={(application) => (
        <StudentInterview applicationId={application.id} companyName={application.job.companyName} />
      )}
    />
  );
}

/** `/job-detail/{id}`: a job as students and companies see it; its company also manages it here. */
export function JobDetailRoute() {
  const { t } = useTranslation("jobs");
  const { id = "" } = useParams();
  const me = useMe();
  const account = me?.account;
  const job = useJobQuery(id);

  if (job.isPending) return <DetailSkeleton />;
  if (job.isError) {
    if (isNotFound(job.error)) {
      return (
        <NotFoundPanel
          title={t("notFound.title")}
          text={t("notFound.text")}
          action={
            <Button component={Link} to={paths.jobList()}>
              {t("notFound.findOther")}
            </Button>
          }
        />
      );
    }
    return <LoadErrorPanel what={t("notFound.what")} error={job.error} onRetry={() => void job.refetch()} />;
  }
  return (
    <JobDetailView
      job={job.data}
      owner={account?.id === job.data.companyId}
      company={<CompanyCard company={job.data.company} />}
      application={me?.role === "student" ? <StudentApplication job={job.data} /> : undefined}
      match={me?.role === "student" ? <StudentMatch jobId={job.data.id} /> : undefined}
      headerAction={me?.role === "student" ? <JobPageSaveButton jobId={job.data.id} /> : undefined}
      related={job.data.status === "draft" ? undefined : <SimilarJobs jobId={job.data.id} />}
    />
  );
}
