import { Button, Card, Group, Loader, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../i18n/messages.ts";
import { useSearchedPages, type CursorPagesQuery } from "../lib/use-searched-pages.ts";
import { LoadErrorPanel } from "./query-states.tsx";
import { SearchBox } from "./search-box.tsx";
import { formatNumber } from "../lib/format.ts";

type Props<T> = {
  query: CursorPagesQuery<T>;
  /** The words in the URL, and how to change them. */
  q: string;
  onSearch: (q: string) => void;
  /** What the words are looked for in. */
  searchTexts: (item: T) => readonly (string | null | undefined)[];
  /** Names the search box ("Search your applications") and the list. */
  searchLabel: string;
  placeholder: string;
  /** "application" and "applications", translated by the caller (a count goes before it). */
  noun: readonly [one: string, many: string];
  /** For the loading heading and the error panel: "your applications", translated by the caller. */
  what: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The list has nothing yet: what to do to fill it. */
  empty: ReactNode;
  /** The words found nothing: how to widen them. */
  noResults: ReactNode;
  /** Between the search and the list, e.g. a notice about a setting. */
  notice?: ReactNode;
};

function RowSkeletons() {
  return (
    <Stack gap="sm" aria-hidden>
      {Array.from({ length: 3 }, (_, index) => (
        <Card key={index} padding="md">
          <Stack gap={8}>
            <Skeleton height={18} width="50%" />
            <Skeleton height={14} width="30%" />
            <Skeleton height={14} width="70%" />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * A list of the signed-in user's own records in cursor pages, newest first: a words box (the words in the URL,
 * searched on the screen), a heading that says how many there are, the rows, and "Load more". It says what to
 * do when the list is empty and how to widen a search that found nothing.
 */
export function PagedList<T>({
  query,
  q,
  onSearch,
  searchTexts,
  searchLabel,
  placeholder,
  noun,
  what,
  getKey,
  renderItem,
  empty,
  noResults,
  notice,
}: Props<T>) {
  const { t } = useTranslation("components");
  const { error } = useMessages();
  const headingId = useId();
  const { items, total, searching, complete } = useSearchedPages(query, q, searchTexts);
  const count = (n: number) => t("pagedList.count", { number: formatNumber(n), noun: n === 1 ? noun[0] : noun[1] });
  const heading = query.isPending
    ? t("pagedList.loading", { what })
    : searching && !complete
      ? t("pagedList.searching", { what })
      : searching
        ? t("pagedList.found", {
            shown: formatNumber(items.length),
            shownCount: items.length,
            total: count(total),
            q: q.trim(),
          })
        : total === 0
          ? t("pagedList.count", { number: formatNumber(0), noun: noun[1] })
          : t("pagedList.newestFirst", { count: count(total) });
  const loading = query.isPending || (searching && !complete && !query.isFetchNextPageError);

  return (
    <Stack gap="md">
      <SearchBox q={q} onSearch={onSearch} label={searchLabel} placeholder={placeholder} />
      {notice}
      <Stack gap="sm" component="section" aria-labelledby={headingId}>
        <Group gap="xs" wrap="nowrap">
          <Title order={2} fz="sm" fw={600} id={headingId} aria-live="polite">
            {heading}
          </Title>
          {loading && !query.isPending && <Loader size="xs" aria-label={t("pagedList.searchingLabel", { what })} />}
        </Group>
        {query.isPending ? (
          <RowSkeletons />
        ) : query.isError && items.length === 0 ? (
          <LoadErrorPanel what={what} error={query.error} onRetry={() => void query.refetch()} />
        ) : total === 0 ? (
          empty
        ) : items.length === 0 ? (
          complete ? (
            noResults
          ) : null
        ) : (
          <Stack gap="sm">
            {items.map((item) => (
              <div key={getKey(item)}>{renderItem(item)}</div>
            ))}
          </Stack>
        )}
        {query.hasNextPage && !searching && (
          <Group justify="center" mt="sm">
            <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              {t("pagedList.loadMore", { noun: noun[1] })}
            </Button>
          </Group>
        )}
        {query.isFetchNextPageError && (
          <Text size="sm" c="red.8" ta="center">
            {t("pagedList.nextFailed", { noun: noun[1], message: error(query.error) })}{" "}
            <Button variant="subtle" size="compact-sm" onClick={() => void query.fetchNextPage()}>
              {t("common:tryAgain")}
            </Button>
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
