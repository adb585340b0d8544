import { Stack } from "@mantine/core";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header.tsx";
import { SearchBox } from "../../components/search-box.tsx";
import { jobDetailPath } from "../../config/paths.ts";
import { useMe } from "../../features/accounts/api/get-me.ts";
import { CvChoice } from "../../features/cvs/components/cv-choice.tsx";
import { JobCard } from "../../features/jobs/components/job-card.tsx";
import { OwnPublishedJobs } from "../../features/jobs/components/own-published-jobs.tsx";
import { JobBestCandidates } from "../../features/matching/components/job-best-candidates.tsx";
import { MatchNeedsCv } from "../../features/matching/components/match-needs-cv.tsx";
import { MatchReasons } from "../../features/matching/components/match-reasons.tsx";
import { RecommendedJobs, useMatchingJobsFilters } from "../../features/matching/components/recommended-jobs.tsx";
import { ScoreRing } from "../../features/matching/components/score-ring.tsx";

/** A student's recommended jobs for one of their CVs (chosen in the URL, the primary one by default). */
function StudentMatching() {
  const { filters, update } = useMatchingJobsFilters();
  return (
    <>
      <PageHeader
        title="Matching"
        pageTitle={filters.q ? `${filters.q} · Matching` : "Matching"}
        description="Jobs ranked by how well you meet their requirements and how well they fit what you look for."
      />
      <CvChoice
        value={filters.cvId}
        onChange={(cvId) => update({ cvId })}
        label="Ranked for your CV"
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
                to={jobDetailPath(item.job.id, { cvId: cv.isPrimary ? null : cvId })}
                aside={<ScoreRing score={item.match.score} />}
              >
                <MatchReasons reasons={item.match.reasons} />
              </JobCard>
            )}
          />
        )}
      </CvChoice>
    </>
  );
}

/** A company's published jobs, each with its best candidates among the students open to offers. */
function CompanyMatching() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get("q")?.trim().slice(0, 200) ?? "";
  const search = (words: string) => setSearchParams(words ? { q: words } : {}, { preventScrollReset: true });
  return (
    <>
      <PageHeader
        title="Matching"
        pageTitle={q ? `${q} · Matching` : "Matching"}
        description="Your published jobs, each with the students open to offers who match it best."
      />
      <Stack gap="md">
        <SearchBox q={q} onSearch={search} label="Your published jobs" placeholder="Job title or skill" />
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
