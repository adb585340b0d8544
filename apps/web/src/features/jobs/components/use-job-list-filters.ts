import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { filtersForViewer, jobListSearch, parseJobListParams, type JobListFilters } from "../job-search-params.ts";
import type { UpdateFilters } from "./job-filters.tsx";

/**
 * The job list's search and filters, held in the address bar (bookmarkable; back undoes a change). `companyView`
 * allows a company's own jobs ("Your jobs"); anyone else sees the public list.
 */
export function useJobListFilters({ companyView }: { companyView: boolean }): {
  filters: JobListFilters;
  update: UpdateFilters;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = searchParams.toString();
  const parsed = useMemo(() => parseJobListParams(new URLSearchParams(current)), [current]);
  // A change shows at once, while the router is still moving to its URL (a controlled checkbox would
  // otherwise flick back for a frame); as soon as the URL changes, the URL is the truth again.
  const [pending, setPending] = useState<{ from: string; filters: JobListFilters } | null>(null);
  if (pending && pending.from !== current) setPending(null);
  const shown = pending && pending.from === current ? pending.filters : parsed;
  const filters = filtersForViewer(shown, companyView);

  /** Every change is a new history entry (back undoes it); any change but paging starts again at page 1. */
  const update: UpdateFilters = (patch) => {
    const next = { ...filters, page: 1, ...patch };
    setPending({ from: current, filters: next });
    setSearchParams(jobListSearch(next), { preventScrollReset: !("page" in patch) });
  };

  return { filters, update };
}
