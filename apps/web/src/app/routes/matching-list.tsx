import { Stack, Tabs, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { SearchBox } from "../../components/search-box.tsx";
import { paths } from "@stint/shared/page-routes";
import { compactSearchParams, enumParam, textParam } from "../../lib/search-params.ts";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { StudentApplications } from "../../features/applications/components/student-applications.tsx";
import { StudentMatches } from "../../features/applications/components/student-matches.tsx";
import { useCvList } from "../../features/cvs/api/list-cvs.ts";
import { CvChoice } from "../../features/cvs/components/cv-choice.tsx";
import { useOpenInvitationCount } from "../../features/invitations/api/list-invitations.ts";
import { StudentInvitations } from "../../features/invitations/components/student-invitations.tsx";
import { JobCard } from "../../features/jobs/components/job-card.tsx";
import { OwnPublishedJobs } from "../../features/jobs/components/own-published-jobs.tsx";
import { JobBestCandidates } from "../../features/matching/components/job-best-candidates.tsx";
import { MatchNeedsCv } from "../../features/matching/components/match-needs-cv.tsx";
import { MatchReasons } from "../../features/matching/components/match-reasons.tsx";
import { RecommendedJobs, useMatchingJobsFilters } from "../../features/matching/components/recommended-jobs.tsx";
import { SavedJobsList } from "../../features/saved-jobs/components/saved-jobs-list.tsx";
import { SavedJobStateBadge } from "../../features/saved-jobs/components/saved-job-state.tsx";
import { ScoreRing } from "../../components/score-ring.tsx";
import { StudentRoundCards } from "../../features/rounds/components/student-round-cards.tsx";
import classes from "./matching-list.module.css";

/** The student's tabs of `/matching-list`, in the URL as `?tab=` (none: Recommended). */
const STUDENT_TABS = ["recommended", "saved", "applied", "invited", "matched"] as const;
type StudentTab = (typeof STUDENT_TABS)[number];

/** A student's recommended jobs for one of their CVs (chosen in the URL, the primary one by default). */
function RecommendedTab() {
  const { t } = useTranslation("matching-lists");
  const { filters, update } = useMatchingJobsFilters();
  return (
    <CvChoice
      value={filters.cvId}
      onChange={(cvId) => update({ cvId })}
      label={t("jobs.rankedForLabel")}
      noCv={<MatchNeedsCv of="jobs" />}
    >
      {(cv, chooser) => (
        <RecommendedJobs
          filters={filters}
          update={update}
          cv={cv}
          cvChooser={chooser}
          renderJob={(item, cvId) => (
            <JobCard
              job={item.job}
              headingOrder={3}
              withExcerpt={false}
              mark={item.mark}
              saved={item.saved}
              to={paths.jobDetail({ id: item.job.id, cvId: cv.isPrimary ? null : cvId })}
              aside={<ScoreRing score={item.match.score} />}
            >
              <MatchReasons match={item.match} />
            </JobCard>
          )}
        />
      )}
    </CvChoice>
  );
}

/**
 * A student's matching list: recommended jobs, and their applications, invitations and matches, one tab each.
 * The tab and each tab's search are held in the URL; a new tab starts with an empty search.
 */
function StudentMatching() {
  const { t } = useTranslation("matching-lists");
  const me = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = enumParam(searchParams, "tab", STUDENT_TABS) ?? "recommended";
  const q = textParam(searchParams, "q", 200);
  const show = (next: StudentTab) =>
    setSearchParams(next === "recommended" ? {} : { tab: next }, { preventScrollReset: true });
  const search = (words: string) =>
    setSearchParams(
      compactSearchParams([
        ["tab", tab],
        ["q", words.trim()],
      ]),
      { preventScrollReset: true },
    );
  const cvs = useCvList({ enabled: tab === "invited" });
  const openInvitations = useOpenInvitationCount().data ?? 0;
  const openToOffers = me?.account?.role === "student" ? me.account.openToOffers : true;
  const pageTitle = [q, tab === "recommended" ? null : t(`tabs.${tab}`), t("page.title")].filter(Boolean).join(" · ");

  return (
    <>
      <PageHeader title={t("page.title")} pageTitle={pageTitle} description={t("page.studentText")} />
      <StudentRoundCards />
      <Tabs
        value={tab}
        onChange={(next) => {
          if (next && next !== tab) show(next as StudentTab);
        }}
        keepMounted={false}
        classNames={{ list: classes.tabs, tab: classes.tab, tabSection: classes.tabSection }}
      >
        <Tabs.List aria-label={t("tabs.label")} mb="lg">
          {STUDENT_TABS.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              rightSection={
                value === "invited" && openInvitations > 0 ? (
                  <span className={classes.count}>
                    {openInvitations}
                    <VisuallyHidden> {t("tabs.open")}</VisuallyHidden>
                  </span>
                ) : undefined
              }
            >
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="recommended">
          <RecommendedTab />
        </Tabs.Panel>
        <Tabs.Panel value="saved">
          <SavedJobsList
            q={q}
            onSearch={search}
            renderJob={(item) => (
              <JobCard
                job={item.job}
                headingOrder={3}
                withExcerpt={false}
                mark={item.mark}
                saved
                badge={<SavedJobStateBadge state={item.state} />}
              />
            )}
          />
        </Tabs.Panel>
        <Tabs.Panel value="applied">
          <StudentApplications q={q} onSearch={search} onShowRecommended={() => show("recommended")} />
        </Tabs.Panel>
        <Tabs.Panel value="invited">
          <StudentInvitations
            q={q}
            onSearch={search}
            cvs={cvs.data}
            openToOffers={openToOffers}
            onShowMatches={() => show("matched")}
            onShowRecommended={() => show("recommended")}
          />
        </Tabs.Panel>
        <Tabs.Panel value="matched">
          <StudentMatches
            q={q}
            onSearch={search}
            onShowInvitations={() => show("invited")}
            onShowApplications={() => show("applied")}
          />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

/** A company's published jobs, each with its best candidates among the students open to offers. */
function CompanyMatching() {
  const { t } = useTranslation("matching-lists");
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get("q")?.trim().slice(0, 200) ?? "";
  const search = (words: string) => setSearchParams(words ? { q: words } : {}, { preventScrollReset: true });
  return (
    <>
      <PageHeader
        title={t("page.title")}
        pageTitle={[q, t("page.title")].filter(Boolean).join(" · ")}
        description={t("page.companyText")}
      />
      <Stack gap="md">
        <SearchBox q={q} onSearch={search} label={t("page.companySearch")} placeholder={t("page.companyPlaceholder")} />
        <OwnPublishedJobs q={q} onClearSearch={() => search("")} renderJob={(job) => <JobBestCandidates job={job} />} />
      </Stack>
    </>
  );
}

/**
 * `/matching-list` (searchable): for a student, jobs ranked for a chosen CV; for a company, its jobs with their
 * best candidates and counts (PRODUCT §5).
 */
export function MatchingListRoute() {
  const me = useMe();
  return me?.role === "company" ? <CompanyMatching /> : <StudentMatching />;
}
