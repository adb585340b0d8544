import { Button, Card, Chip, EmptyState, Group, Switch } from "@mantine/core";
import { OVERDUE_AFTER_DAYS } from "@stint/shared/applications";
import { MATCHING_LIST_CAP, type Candidate } from "@stint/shared/matching";
import type { TFunction } from "i18next";
import { IconUsers } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
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
import { labelsOf } from "../../../i18n/labels.ts";
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

/** A status chip's name: "All open", a status ("Interview"), "Everyone". */
function viewLabel(t: TFunction, view: ApplicantStatusView) {
  if (view === "open" || view === "all") return t(`applicants.view.${view}`);
  return labelsOf(t).applicationStatus(view);
}

function heading(t: TFunction, total: number, capped: boolean, filters: ApplicantFilters) {
  const view = statusViewOf(filters.status);
  const values = {
    view: view === null ? "all" : view === "open" || view === "all" ? view : "status",
    status: view === null ? "" : viewLabel(t, view),
    overdue: String(filters.overdue),
  };
  if (capped) return t("applicants.headingCapped", { ...values, cap: formatNumber(MATCHING_LIST_CAP) });
  return t("applicants.heading", { ...values, count: total });
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
  const { t } = useTranslation("matching-lists");
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
          title={filters.overdue ? t("applicants.noOverdueTitle") : t("applicants.noResultsTitle")}
          description={
            filters.overdue
              ? t("applicants.noOverdueText", { count: OVERDUE_AFTER_DAYS })
              : t("applicants.noResultsText")
          }
        >
          <EmptyState.Actions>
            <Button
              variant="default"
              onClick={() => update({ ...CLEARED_CANDIDATE_FILTERS, q: "", status: [], overdue: false })}
            >
              {t("applicants.showOpen")}
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
        title={t("applicants.noneTitle")}
        description={t("applicants.noneText")}
      >
        <EmptyState.Actions>
          <Button component={Link} to={paths.companyMatching({ id: jobId })} variant="default">
            {t("applicants.findCandidates")}
          </Button>
          <Button variant="subtle" onClick={() => update({ status: statusesOfView("all") })}>
            {t("applicants.showEveryone")}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}

/** The status chips (one at a time) and "Waiting over 21 days" (overdue only). */
function StatusFilter({ filters, update }: { filters: ApplicantFilters; update: UpdateApplicantFilters }) {
  const { t } = useTranslation("matching-lists");
  const view = statusViewOf(filters.status);
  return (
    <div className={classes.statusBar}>
      <Chip.Group
        multiple={false}
        value={view ?? ""}
        onChange={(value) => update({ status: statusesOfView(value as ApplicantStatusView) })}
      >
        <Group gap={6} className={classes.chips} role="radiogroup" aria-label={t("applicants.status")}>
          {APPLICANT_STATUS_VIEWS.map((entry) => (
            <Chip key={entry.value} value={entry.value} size="sm" variant="outline">
              {viewLabel(t, entry.value)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Switch
        label={t("applicants.onlyOverdue", { count: OVERDUE_AFTER_DAYS })}
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
  const { t } = useTranslation("matching-lists");
  const search = useCandidates(toApplicantsQuery(filters, job));

  return (
    <RankedCandidates
      search={search}
      job={job}
      filters={filters}
      update={update}
      kind="applicants"
      pendingHeading={t("applicants.ranking")}
      heading={(total, capped) => heading(t, total, capped, filters)}
      above={(applicants) => (
        <>
          <StatusFilter filters={filters} update={update} />
          <FilterPills
            chips={candidateFilterChips(t, filters, job.hasPlace).filter((chip) => !chip.key.startsWith("status-"))}
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
