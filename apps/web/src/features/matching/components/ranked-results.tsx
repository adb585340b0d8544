import { Button, Group, Stack, Text } from "@mantine/core";
import { MATCHING_LIST_CAP } from "@stint/shared/matching";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadErrorPanel } from "../../../components/query-states.tsx";
import classes from "./matching-list.module.css";
import { formatNumber } from "../../../lib/format.ts";
import type { RankedKind } from "./ranked-pages.ts";

/** What a ranked list needs of its infinite query. */
type RankedQuery = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
};

/**
 * The body of a ranked matching list (recommended jobs, a job's candidates): skeletons while loading, the
 * error with a retry, the list's own empty state, the rows, "Load more", and a note when the list stops at
 * the best MATCHING_LIST_CAP.
 */
export function RankedResults<T>(props: {
  search: RankedQuery;
  items: T[];
  capped: boolean;
  updating: boolean;
  skeletons: ReactNode;
  empty: ReactNode;
  /** Which list: names it in the error title, "Load more candidates", "the best 200 candidates". */
  kind: RankedKind;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation("matching-lists");
  const { search, items, updating, kind } = props;
  return (
    <>
      {search.isPending ? (
        props.skeletons
      ) : search.isError && items.length === 0 ? (
        <LoadErrorPanel what={t(`ranked.${kind}.what`)} error={search.error!} onRetry={() => void search.refetch()} />
      ) : items.length === 0 ? (
        props.empty
      ) : (
        <Stack gap="sm" className={classes.results} data-updating={updating || undefined} aria-busy={updating}>
          {items.map((item) => (
            <div key={props.itemKey(item)}>{props.renderItem(item)}</div>
          ))}
        </Stack>
      )}

      {search.hasNextPage && !updating && (
        <Group justify="center" mt="sm">
          <Button variant="default" onClick={() => void search.fetchNextPage()} loading={search.isFetchingNextPage}>
            {t(`ranked.${kind}.loadMore`)}
          </Button>
        </Group>
      )}
      {!search.hasNextPage && items.length > 0 && props.capped && (
        <Text size="sm" c="dimmed" ta="center">
          {t(`ranked.${kind}.best`, { cap: formatNumber(MATCHING_LIST_CAP) })}
        </Text>
      )}
    </>
  );
}
