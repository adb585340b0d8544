import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * A screen's search held in the address bar (bookmarkable; back undoes a change). A change shows at once,
 * while the router is still moving to its URL (a controlled checkbox would otherwise flick back for a frame);
 * as soon as the URL changes, the URL is the truth again.
 */
export function useUrlFilters<Filters>(
  parse: (params: URLSearchParams) => Filters,
  serialize: (filters: Filters) => URLSearchParams,
): { filters: Filters; update: (patch: Partial<Filters>) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = searchParams.toString();
  const parsed = useMemo(() => parse(new URLSearchParams(current)), [current, parse]);
  const [pending, setPending] = useState<{ from: string; filters: Filters } | null>(null);
  if (pending && pending.from !== current) setPending(null);
  const filters = pending && pending.from === current ? pending.filters : parsed;

  const update = (patch: Partial<Filters>) => {
    const next = { ...filters, ...patch };
    setPending({ from: current, filters: next });
    setSearchParams(serialize(next), { preventScrollReset: true });
  };
  return { filters, update };
}
