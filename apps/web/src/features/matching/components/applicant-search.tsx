import { Button, Card, Chip, EmptyState, Group, Switch } from "@mantine/core";
import { MATCHING_LIST_CAP, type Candidate } from "@stint/shared/matching";
import { IconUsers } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FilterPills } from "../../../components/filter-pills.tsx";
import { paths } from "@stint/shared/page-routes";
import { useCandidates } from "../api/list-candidates.ts";
import {
  APPLICANT_STATUS_VIEWS,
  applicantSearch,
  parseApplicantParams,
  statusesOfView,
  statusViewOf,
  toApplicantsQuery,
  type ApplicantFilters,
  type ApplicantStatusView,
} from "../applicant-search-params.ts";
import { candidateFilterChips } from "../candidate-format.ts";
import { CLEARED_CANDIDATE_FILTERS, countCandidateFilters } from "../matching-search-params.ts";
import { RankedCandidates, type CandidateRowParts } from "./ranked-candidates.tsx";
import { useUrlFilters } from "./use-url-filters.ts";
import classes from "./applicant-search.module.css";
import { formatNumber } from "../../../lib/format.ts";

/** A job's applicant search (statuses, overdue, words and filters), held in the address bar. */
export function useApplicantFilters() {
  return useUrlFilters(parseApplicantParams, applicantSearch);
}

export type UpdateApplicantFilters = (patch: Partial<ApplicantFilters>) => void;

type Props = {
  job: { id: string; hasPlace: boolean };
  filters: ApplicantFilters;
  update: UpdateApplicantFilters;
  /** Above the rows, given the rows loaded so far (e.g. "select all on this page" and bulk actions). */
  toolbar?: (applicants: Candidate[]) => ReactNode;
  /** What the screen puts into each applicant's row (the pipeline: its status, actions, details, a checkbox). */
  row: (applicant: Candidate) => CandidateRowParts;
};

function heading(total: number, capped: boolean, filters: ApplicantFilters) {
  const view = statusViewOf(filters.status);
  const noun = total === 1 ? "applicant" : "applicants";
  const kind =
    view === "open"
      ? `open ${noun}`
      : view === "all" || view === null
        ? noun
        : `${noun} · ${APPLICANT_STATUS_VIEWS.find((entry) => entry.value === view)!.label}`;
  const overdue = filters.overdue ? " waiting for an answer" : "";
  if (capped) return `More than ${formatNumber(MATCHING_LIST_CAP)} ${kind}${overdue}, best first`;
  return `${formatNumber(total)} ${kind}${overdue}, best first`;
}

function NoApplicants({
  filters,
  update,
  jobId,
}: {
  filters: ApplicantFilters;
  update: UpdateApplicantFilters;
  jobId: string;
}) {
  const narrowed =
    countCandidateFilters(filters, true) > 0 ||
    filters.q.trim() !== "" ||
    filters.overdue ||
    statusViewOf(filters.status) !== "open";
  if (narrowed) {
    return (
      <Card padding="xl">
        <EmptyState
          icon={<IconUsers size={32} aria-hidden />}
          withIndicatorBackground
          title={filters.overdue ? "No applicant is waiting too long" : "No applicant fits this search"}
          description={
            filters.overdue
              ? "Every open application has had an answer from you in the last 21 days."
              : "Try another status, fewer filters or other words."
          }
        >
          <EmptyState.Actions>
            <Button
              variant="default"
              onClick={() => update({ ...CLEARED_CANDIDATE_FILTERS, q: "", status: [], overdue: false })}
            >
              Show all open applicants
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    );
  }
  return (
    <Card padding="xl">
      <EmptyState
        icon={<IconUsers size={32} aria-hidden />}
        withIndicatorBackground
        title="No open application"
        description="Students who apply to this job are listed here, best match first, until you hire or reject them. Invite students open to offers to apply."
      >
        <EmptyState.Actions>
          <Button component={Link} to={paths.companyMatching({ id: jobId })} variant="default">
            Find candidates to invite
          </Button>
          <Button variant="subtle" onClick={() => update({ status: statusesOfView("all") })}>
            Show everyone who applied
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}

/** The status chips (one at a time) and "Waiting over 21 days" (overdue only). */
function StatusFilter({ filters, update }: { filters: ApplicantFilters; update: UpdateApplicantFilters }) {
  const view = statusViewOf(filters.status);
  return (
    <div className={classes.statusBar}>
      <Chip.Group
        multiple={false}
        value={view ?? ""}
        onChange={(value) => update({ status: statusesOfView(value as ApplicantStatusView) })}
      >
        <Group gap={6} className={classes.chips} role="radiogroup" aria-label="Status">
          {APPLICANT_STATUS_VIEWS.map((entry) => (
            <Chip key={entry.value} value={entry.value} size="sm" variant="outline">
              {entry.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Switch
        label="Only those waiting over 21 days"
        checked={filters.overdue}
        onChange={(event) => update({ overdue: event.currentTarget.checked })}
        size="sm"
        color="orange"
      />
    </div>
  );
}

/**
 * A job's applicants ranked by their match, a status at a time (the open ones first), with the candidates'
 * words and filters, all in the address bar; the screen fills each row with the pipeline.
 */
export function ApplicantSearch({ job, filters, update, toolbar, row }: Props) {
  const search = useCandidates(toApplicantsQuery(filters, job));

  return (
    <RankedCandidates
      search={search}
      job={job}
      filters={filters}
      update={update}
      label="Applicants"
      noun={["applicant", "applicants"]}
      pendingHeading="Ranking applicants…"
      heading={(total, capped) => heading(total, capped, filters)}
      above={(applicants) => (
        <>
          <StatusFilter filters={filters} update={update} />
          <FilterPills
            chips={candidateFilterChips(filters, job.hasPlace).filter((chip) => !chip.key.startsWith("status-"))}
            onRemove={update}
          />
          {applicants.length > 0 && toolbar?.(applicants)}
        </>
      )}
      empty={<NoApplicants filters={filters} update={update} jobId={job.id} />}
      row={row}
    />
  );
}
