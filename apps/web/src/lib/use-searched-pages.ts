import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { useEffect } from "react";
import { matchesWords } from "./text-search.ts";

/** A cursor page of a list: its items, the total of the whole list and where the next page starts. */
export type CursorPage<T> = { items: T[]; total: number; nextCursor: string | null };

export type CursorPagesQuery<T> = UseInfiniteQueryResult<InfiniteData<CursorPage<T>, unknown>, Error>;

/**
 * The items of a cursor-paged list, searched on the screen for lists the API does not search by words (a
 * student's applications, invitations and matches, which stay short). With words, the remaining pages are
 * loaded one after the other so that the search covers the whole list; without, pages come on "Load more".
 */
export function useSearchedPages<T>(
  query: CursorPagesQuery<T>,
  q: string,
  texts: (item: T) => readonly (string | null | undefined)[],
) {
  const searching = q.trim() !== "";
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  useEffect(() => {
    if (searching && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [searching, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const all = query.data?.pages.flatMap((page) => page.items) ?? [];
  return {
    items: searching ? all.filter((item) => matchesWords(q, texts(item))) : all,
    /** The whole list's length, whatever the words. */
    total: query.data?.pages[0]?.total ?? 0,
    searching,
    /** Every page is loaded, so a search has seen the whole list. */
    complete: query.data !== undefined && !hasNextPage,
  };
}
