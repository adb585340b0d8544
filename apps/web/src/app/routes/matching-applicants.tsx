import { Alert, Button } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { Link, NavLink, Outlet, useLocation, useParams } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { DetailSkeleton, isNotFound, LoadErrorPanel, NotFoundPanel } from "../../components/query-states.tsx";
import { paths } from "@stint/shared/page-routes";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { useJobQuery } from "../../features/jobs/api/get-job.ts";
import classes from "./matching-applicants.module.css";

/**
 * The job's candidate screens, in the order of the tabs: one entry each (label, address, what it lists and the
 * browser tab's title).
 */
const CHILD_SCREENS: readonly {
  label: string;
  path: (job: { id: string }) => string;
  description: string;
  pageTitle: (jobTitle: string) => string;
}[] = [
  {
    label: "Candidates",
    path: paths.companyMatching,
    description: "Students open to offers, ranked by how well they match this job and how well it fits their wishes.",
    pageTitle: (title) => `Candidates for ${title}`,
  },
  {
    label: "Applicants",
    path: paths.jobApplicants,
    description: "Students who applied, best match first: move them on, reject or hire them.",
    pageTitle: (title) => `Applicants for ${title}`,
  },
  {
    label: "All candidates",
    path: paths.jobCandidates,
    description: "Everyone related to this job (applicants, invitees, matches), with filters you can save.",
    pageTitle: (title) => `All candidates for ${title}`,
  },
];

/** The tabs between the job's candidate screens: links, so each can be bookmarked and opened in a new tab. */
function ScreenTabs({ jobId }: { jobId: string }) {
  return (
    <nav aria-label="Candidate lists" className={classes.tabs}>
      {CHILD_SCREENS.map((screen) => (
        <NavLink key={screen.label} to={screen.path({ id: jobId })} className={classes.tab}>
          {screen.label}
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
  const { id = "" } = useParams();
  const account = useMe()?.account;
  const job = useJobQuery(id);
  const { pathname } = useLocation();
  const screen = CHILD_SCREENS.find((entry) => pathname === entry.path({ id })) ?? CHILD_SCREENS[0]!;

  if (job.isPending) return <DetailSkeleton />;
  if ((job.isError && isNotFound(job.error)) || (job.data && job.data.companyId !== account?.id)) {
    return (
      <NotFoundPanel
        title="Job not found"
        text="None of your company's jobs is at this address. It may have been deleted."
        action={
          <Button component={Link} to={paths.matchingList()}>
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
        pageTitle={screen.pageTitle(job.data.title)}
        description={screen.description}
        actions={
          <Button component={Link} to={paths.jobDetail({ id: job.data.id })} variant="default">
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
      <ScreenTabs jobId={job.data.id} />
      <Outlet context={job.data} />
    </>
  );
}
