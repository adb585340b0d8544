import { MATCHING_LIST_CAP } from "@stint/shared/matching";
import { formatNumber } from "../../../lib/format.ts";

/** What a ranked list reads of its infinite query (the API's pages: rows, the total and whether it was capped). */
type RankedPagesQuery<T> = {
  data?: { pages: { items: T[]; total: number; totalCapped: boolean }[] };
  isFetching: boolean;
  isPlaceholderData: boolean;
};

/**
 * The rows loaded so far of a ranked list, its total and whether it stops at MATCHING_LIST_CAP (both from the
 * first page, which counts the whole list), and whether a new search is on its way while the old rows are shown.
 */
export function rankedPages<T>(search: RankedPagesQuery<T>) {
  const pages = search.data?.pages ?? [];
  return {
    items: pages.flatMap((page) => page.items),
    total: pages[0]?.total ?? 0,
    capped: pages[0]?.totalCapped ?? false,
    updating: search.isFetching && search.isPlaceholderData,
  };
}

/** "1 candidate", "1,234 candidates". */
export function countOf(count: number, one: string, many: string) {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** A ranked list's heading once it has rows: how many, or that only the best MATCHING_LIST_CAP are ranked. */
export function rankedHeading(total: number, capped: boolean, one: string, many: string) {
  const cap = formatNumber(MATCHING_LIST_CAP);
  return capped ? `More than ${cap} ${many}, the best ${cap} ranked` : `${countOf(total, one, many)}, best first`;
}
