import { Button, Card, EmptyState } from "@mantine/core";
import type { Candidate } from "@stint/shared/matching";
import { IconPencil, IconUsers } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FilterPills } from "../../../components/filter-pills.tsx";
import { paths } from "@stint/shared/page-routes";
import { useCandidates } from "../api/list-candidates.ts";
import { candidateFilterChips } from "../candidate-format.ts";
import {
  candidateSearch,
  CLEARED_CANDIDATE_FILTERS,
  countCandidateFilters,
  hasStatusFilter,
  parseCandidateParams,
  toCandidatesQuery,
  type CandidateFilters as Filters,
  type CandidateList,
} from "../matching-search-params.ts";
import type { UpdateCandidateFilters } from "./candidate-filters.tsx";
import { rankedHeading } from "./ranked-pages.ts";
import { RankedCandidates } from "./ranked-candidates.tsx";
import { useUrlFilters } from "./use-url-filters.ts";

/** A job's candidate search (words and filters), held in the address bar. */
export function useCandidateFilters() {
  return useUrlFilters(parseCandidateParams, candidateSearch);
}

type Props = {
  /** The job and whose candidates: students open to offers (the default), its applicants or everyone related. */
  job: CandidateList;
  filters: Filters;
  update: UpdateCandidateFilters;
  /** Beside the results' heading, e.g. the saved filters. */
  actions?: ReactNode;
  /** Under a candidate's name: where they stand with the job. */
  renderRelation?: (candidate: Candidate) => ReactNode;
  /** First among a candidate's buttons, e.g. Invite. */
  renderActions?: (candidate: Candidate) => ReactNode;
};

function NoCandidates({
  filters,
  update,
  job,
  activeCount,
}: {
  filters: Filters;
  update: UpdateCandidateFilters;
  job: CandidateList;
  activeCount: number;
}) {
  const { t } = useTranslation("matching-lists");
  const jobId = job.id;
  const searched = filters.q.trim() !== "";
  if (activeCount > 0 || searched) {
    return (
      <Card padding="xl">
        <EmptyState
          icon={<IconUsers size={32} aria-hidden />}
          withIndicatorBackground
          title={t("candidates.noResultsTitle")}
          description={t("candidates.noResultsText")}
        >
          <EmptyState.Actions>
            {activeCount > 0 && (
              <Button variant="default" onClick={() => update(CLEARED_CANDIDATE_FILTERS)}>
                {t("filters.clearAll")}
              </Button>
            )}
            {searched && (
              <Button variant="default" onClick={() => update({ q: "" })}>
                {t("candidates.showAll")}
              </Button>
            )}
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    );
  }
  if (hasStatusFilter(job)) {
    return (
      <Card padding="xl">
        <EmptyState
          icon={<IconUsers size={32} aria-hidden />}
          withIndicatorBackground
          title={t("candidates.noneRelatedTitle", { scope: job.scope })}
          description={t("candidates.noneRelatedText")}
        >
          <EmptyState.Actions>
            <Button component={Link} to={paths.companyMatching({ id: jobId })} variant="default">
              {t("candidates.seeCandidates")}
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
        title={t("candidates.noneTitle")}
        description={t("candidates.noneText")}
      >
        <EmptyState.Actions>
          <Button
            component={Link}
            to={paths.jobEdit({ id: jobId })}
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t("candidates.editJob")}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}

/**
 * A job's candidates ranked by their match with it (students open to offers, or with `job.scope` its applicants
 * or everyone related to it), with words and filters (a sidebar on a wide screen, a drawer on a phone) held in
 * the address bar, and further pages on "Load more".
 */
export function CandidateSearch({ job, filters, update, actions, renderRelation, renderActions }: Props) {
  const { t } = useTranslation("matching-lists");
  const withStatus = hasStatusFilter(job);
  const search = useCandidates(toCandidatesQuery(filters, job));
  const activeCount = countCandidateFilters(filters, job.hasPlace, withStatus);

  return (
    <RankedCandidates
      search={search}
      job={job}
      filters={filters}
      update={update}
      withStatus={withStatus}
      kind="candidates"
      pendingHeading={t("candidates.ranking", { withStatus: String(withStatus) })}
      heading={(total, capped) => rankedHeading(t, "candidates", total, capped)}
      actions={actions}
      above={() => <FilterPills chips={candidateFilterChips(t, filters, job.hasPlace, withStatus)} onRemove={update} />}
      empty={<NoCandidates filters={filters} update={update} job={job} activeCount={activeCount} />}
      row={(candidate) => ({ relation: renderRelation?.(candidate), actions: renderActions?.(candidate) })}
    />
  );
}
