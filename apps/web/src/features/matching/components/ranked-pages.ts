import { MATCHING_LIST_CAP } from "@stint/shared/matching";
import type { TFunction } from "i18next";
import { formatNumber } from "../../../lib/format.ts";

/** What a ranked list reads of its infinite query (the API's pages: rows, the total and whether it was capped). */
type RankedPagesQuery<T> = {
  data?: { pages: { items: T[]; total: number; totalCapped: boolean }[] };
  isFetching: boolean;
  isPlaceholderData: boolean;
};

/**
 * Which ranked list: its words are the catalogue's `matching-lists:ranked.<kind>.*` (the heading, "Load more…",
 * the note at the cap), each a whole sentence in every language.
 */
export type RankedKind = "candidates" | "applicants" | "jobs";

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

/** A ranked list's heading once it has rows: how many, or that only the best MATCHING_LIST_CAP are ranked. */
export function rankedHeading(t: TFunction, kind: RankedKind, total: number, capped: boolean) {
  return capped
    ? t(`matching-lists:ranked.${kind}.capped`, { cap: formatNumber(MATCHING_LIST_CAP) })
    : t(`matching-lists:ranked.${kind}.heading`, { count: total });
}
