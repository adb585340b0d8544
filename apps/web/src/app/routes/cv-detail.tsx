import { Button } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { DetailSkeleton, isNotFound, LoadErrorPanel, NotFoundPanel } from "../../components/query-states.tsx";
import { paths } from "@stint/shared/page-routes";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { useCvQuery } from "../../features/cvs/api/get-cv.ts";
import { CvDetailView } from "../../features/cvs/components/cv-detail-view.tsx";
import { useJobQuery } from "../../features/jobs/api/get-job.ts";
import { MatchSection } from "../../features/matching/components/match-section.tsx";

/** For a company that came from one of its jobs' candidates: this CV's match with that job. */
function CompanyMatch({ cvId, jobId }: { cvId: string; jobId: string }) {
  const { t } = useTranslation("cvs");
  const job = useJobQuery(jobId);
  return (
    <MatchSection
      title={job.data ? t("companyMatch.title", { title: job.data.title }) : t("companyMatch.fallbackTitle")}
      description={t("companyMatch.description")}
      actions={
        <Button
          component={Link}
          to={paths.companyMatching({ id: jobId })}
          variant="default"
          size="sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t("companyMatch.back")}
        </Button>
      }
      cvId={cvId}
      jobId={jobId}
      viewer="company"
    />
  );
}

/**
 * `/cv-detail/{id}`: a CV, for its student with their actions, read-only for a company the API lets see it
 * (PRODUCT §4); everyone else gets the API's 404 as "not found". With `?jobId=`, a company also sees the CV's
 * match with that job of theirs.
 */
export function CvDetailRoute() {
  const { t } = useTranslation("cvs");
  const { id = "" } = useParams();
  const [searchParams] = useSearchParams();
  const me = useMe();
  const account = me?.account;
  const cv = useCvQuery(id);
  const jobId = me?.role === "company" ? searchParams.get("jobId")?.trim() : undefined;

  if (cv.isPending) return <DetailSkeleton />;
  if (cv.isError) {
    if (isNotFound(cv.error)) {
      return (
        <NotFoundPanel
          title={t("notFound.title")}
          text={t("notFound.text")}
          action={
            account?.role === "student" ? (
              <Button component={Link} to={paths.cvList()}>
                {t("yourCvs")}
              </Button>
            ) : undefined
          }
        />
      );
    }
    return <LoadErrorPanel what={t("what.one")} error={cv.error} onRetry={() => void cv.refetch()} />;
  }
  const owner = account?.role === "student" && account.id === cv.data.studentId ? account : null;
  return (
    <CvDetailView
      cv={cv.data}
      owner={owner}
      match={jobId ? <CompanyMatch cvId={cv.data.id} jobId={jobId} /> : undefined}
    />
  );
}
