import { Alert, Button } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, Outlet, useLocation, useParams } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { DetailSkeleton, isNotFound, LoadErrorPanel, NotFoundPanel } from "../../components/query-states.tsx";
import { paths } from "@stint/shared/page-routes";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { useJobQuery } from "../../features/jobs/api/get-job.ts";
import classes from "./matching-applicants.module.css";

/**
 * The job's candidate screens, in the order of the tabs: one entry each (its address; its words, the tab's
 * label, what it lists and the browser tab's title, are the catalogue's `screens.<key>`).
 */
const CHILD_SCREENS = [
  { key: "candidates", path: paths.companyMatching },
  { key: "applicants", path: paths.jobApplicants },
  { key: "all", path: paths.jobCandidates },
] as const;

/** The tabs between the job's candidate screens: links, so each can be bookmarked and opened in a new tab. */
function ScreenTabs({ jobId }: { jobId: string }) {
  const { t } = useTranslation("matching-lists");
  return (
    <nav aria-label={t("screens.label")} className={classes.tabs}>
      {CHILD_SCREENS.map((screen) => (
        <NavLink key={screen.key} to={screen.path({ id: jobId })} className={classes.tab}>
          {t(`screens.${screen.key}.tab`)}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * `/matching-applicants/{id}` (company only): one of the company's jobs above the tabs of its candidate screens
 * (`company-matching`, `student-matching`, `filtered-list`), which read the job from the outlet's context.
 * Another company's job is "not found", as the API answers.
 */
export function MatchingApplicantsRoute() {
  const { t } = useTranslation("matching-lists");
  const { id = "" } = useParams();
  const account = useMe()?.account;
  const job = useJobQuery(id);
  const { pathname } = useLocation();
  const screen = CHILD_SCREENS.find((entry) => pathname === entry.path({ id })) ?? CHILD_SCREENS[0]!;

  if (job.isPending) return <DetailSkeleton />;
  if ((job.isError && isNotFound(job.error)) || (job.data && job.data.companyId !== account?.id)) {
    return (
      <NotFoundPanel
        title={t("screens.notFoundTitle")}
        text={t("screens.notFoundText")}
        action={
          <Button component={Link} to={paths.matchingList()}>
            {t("page.title")}
          </Button>
        }
      />
    );
  }
  if (job.isError)
    return <LoadErrorPanel what={t("screens.what")} error={job.error} onRetry={() => void job.refetch()} />;

  return (
    <>
      <PageHeader
        title={job.data.title}
        pageTitle={t(`screens.${screen.key}.pageTitle`, { title: job.data.title })}
        description={t(`screens.${screen.key}.text`)}
        actions={
          <Button component={Link} to={paths.jobDetail({ id: job.data.id })} variant="default">
            {t("screens.viewJob")}
          </Button>
        }
      />
      {job.data.status !== "published" && (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden />} mb="lg" role="note">
          {t("screens.notPublished", { status: job.data.status })}
        </Alert>
      )}
      <ScreenTabs jobId={job.data.id} />
      <Outlet context={job.data} />
    </>
  );
}
