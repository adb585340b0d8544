import { Button, Group, Stack, Text } from "@mantine/core";
import { MATCHING_LIST_CAP } from "@stint/shared/matching";
import type { ReactNode } from "react";
import { LoadErrorPanel } from "../../../components/query-states.tsx";
import classes from "./matching-list.module.css";
import { formatNumber } from "../../../lib/format.ts";

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
  /** Names the list in the error title, e.g. "the candidates". */
  what: string;
  /** The rows' plural, e.g. "candidates": "Load more candidates", "the best 200 candidates". */
  noun: string;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}) {
  const { search, items, updating } = props;
  return (
    <>
      {search.isPending ? (
        props.skeletons
      ) : search.isError && items.length === 0 ? (
        <LoadErrorPanel what={props.what} error={search.error!} onRetry={() => void search.refetch()} />
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
            Load more {props.noun}
          </Button>
        </Group>
      )}
      {!search.hasNextPage && items.length > 0 && props.capped && (
        <Text size="sm" c="dimmed" ta="center">
          These are the best {formatNumber(MATCHING_LIST_CAP)} {props.noun}. Add words or filters to see others.
        </Text>
      )}
    </>
  );
}
