import type { Job } from "@stint/shared/jobs";
import type { Candidate, CandidateScope } from "@stint/shared/matching";
import type { CandidateFilter } from "@stint/shared/saved-filters";
import type { ReactNode } from "react";
import { ApplicationStatusBadge } from "../../features/applications/components/application-status-badge.tsx";
import { CandidateRelation } from "../../features/matching/components/candidate-relation.tsx";
import { CandidateSearch, useCandidateFilters } from "../../features/matching/components/candidate-search.tsx";
import {
  fromSavedCandidateFilter,
  hasStatusFilter,
  toSavedCandidateFilter,
} from "../../features/matching/matching-search-params.ts";
import { SavedFiltersMenu } from "../../features/saved-filters/components/saved-filters-menu.tsx";

/**
 * A job's candidate list as the company's child screens show it (`company-matching`, `filtered-list`): the
 * search and filters in the URL, the saved filters beside the heading (applying one writes the URL), and on
 * each row where the student stands with the job plus the screen's own buttons.
 */
export function CandidateListScreen({
  job,
  scope,
  renderActions,
}: {
  job: Job;
  scope: CandidateScope;
  renderActions?: (candidate: Candidate) => ReactNode;
}) {
  const { filters, update } = useCandidateFilters();
  const list = { id: job.id, hasPlace: job.location !== null, scope };
  // A filter with statuses means nothing where candidates have no status (students open to offers).
  const usable = (filter: CandidateFilter) => hasStatusFilter(list) || !filter.status?.length;
  return (
    <CandidateSearch
      job={list}
      filters={filters}
      update={update}
      actions={
        <SavedFiltersMenu
          job={job}
          current={toSavedCandidateFilter(filters, list)}
          usable={usable}
          onApply={(filter) => update(fromSavedCandidateFilter(filter))}
        />
      }
      renderRelation={(candidate) => (
        <CandidateRelation
          candidate={candidate}
          statusBadge={(status) => <ApplicationStatusBadge status={status} size="sm" />}
        />
      )}
      renderActions={renderActions}
    />
  );
}
