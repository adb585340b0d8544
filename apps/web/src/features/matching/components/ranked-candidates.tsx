import type { Candidate } from "@stint/shared/matching";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SearchBox } from "../../../components/search-box.tsx";
import { SearchLayout } from "../../../components/search-layout.tsx";
import type { useCandidates } from "../api/list-candidates.ts";
import { countCandidateFilters, type CandidateFilters as Filters } from "../matching-search-params.ts";
import { CandidateFilters, type UpdateCandidateFilters } from "./candidate-filters.tsx";
import { CandidateRow } from "./candidate-row.tsx";
import { rankedPages } from "./ranked-pages.ts";
import { RankedResults } from "./ranked-results.tsx";
import { RankedRowSkeletons } from "./ranked-row-skeletons.tsx";

/** What a screen puts into a candidate's row (e.g. the pipeline: its status, actions, details, a checkbox). */
export type CandidateRowParts = {
  relation?: ReactNode;
  actions?: ReactNode;
  selector?: ReactNode;
  details?: ReactNode;
};

type Props = {
  search: ReturnType<typeof useCandidates>;
  job: { id: string; hasPlace: boolean };
  filters: Filters;
  update: UpdateCandidateFilters;
  /** Whether the list has applicants and invitees, who can be filtered by where they stand. */
  withStatus?: boolean;
  /** Which list: the words box's label, the headings, "Show 3 candidates", "Load more candidates". */
  kind: "candidates" | "applicants";
  /** The heading while the first page loads. */
  pendingHeading: string;
  /** The heading once rows are found. */
  heading: (total: number, capped: boolean) => string;
  /** Beside the results' heading, e.g. the saved filters. */
  actions?: ReactNode;
  /** Above the rows, given the rows loaded so far: the filters in use, bulk actions. */
  above: (candidates: Candidate[]) => ReactNode;
  /** The list's own empty state. */
  empty: ReactNode;
  row: (candidate: Candidate) => CandidateRowParts;
};

/**
 * A job's ranked candidates (or applicants) searched by words and the candidate filters (a sidebar on a wide
 * screen, a drawer on a phone), a page at a time; the screen says what the list is and fills each row.
 */
export function RankedCandidates({ search, job, filters, update, withStatus = false, ...props }: Props) {
  const { t } = useTranslation("matching-lists");
  const { items, total, capped, updating } = rankedPages(search);
  const { kind } = props;

  return (
    <SearchLayout
      searchBox={
        <SearchBox
          q={filters.q}
          onSearch={(q) => update({ q })}
          label={t(`ranked.${kind}.label`)}
          placeholder={t("ranked.placeholder")}
        />
      }
      filters={<CandidateFilters filters={filters} update={update} hasPlace={job.hasPlace} withStatus={withStatus} />}
      actions={props.actions}
      activeCount={countCandidateFilters(filters, job.hasPlace, withStatus)}
      heading={
        search.isPending ? props.pendingHeading : total === 0 ? t(`ranked.${kind}.none`) : props.heading(total, capped)
      }
      updating={updating}
      showResultsLabel={search.isFetching ? t(`ranked.${kind}.showAny`) : t(`ranked.${kind}.show`, { count: total })}
    >
      {props.above(items)}

      <RankedResults
        search={search}
        items={items}
        capped={capped}
        updating={updating}
        skeletons={<RankedRowSkeletons picture="avatar" widths={["40%", "30%", "75%"]} />}
        empty={props.empty}
        kind={kind}
        itemKey={(candidate) => candidate.cvId}
        renderItem={(candidate) => {
          const parts = props.row(candidate);
          return (
            <CandidateRow
              candidate={candidate}
              jobId={job.id}
              relation={parts.relation}
              actions={parts.actions}
              selector={parts.selector}
            >
              {parts.details}
            </CandidateRow>
          );
        }}
      />
    </SearchLayout>
  );
}
