import { Button, Card, Group, Loader, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { Rating } from "@stint/shared/ratings";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { LoadErrorPanel } from "../../../components/query-states.tsx";
import { useRatingPages, type RatingsApiQuery } from "../api/list-ratings.ts";

type Props = {
  query: RatingsApiQuery;
  /** For the heading and the error panel: "your ratings". */
  what: string;
  renderItem: (rating: Rating) => ReactNode;
  /** Nothing at all (no words): what fills the list. */
  empty: ReactNode;
  /** The words found nothing. */
  noResults?: ReactNode;
  headingOrder?: 2 | 3;
};

/**
 * Ratings in cursor pages, searched by the API (`q`): a heading that counts them, the cards and "Load more".
 */
export function RatingPages({ query, what, renderItem, empty, noResults, headingOrder = 2 }: Props) {
  const { t } = useTranslation("ratings");
  const { error: errorText } = useMessages();
  const headingId = useId();
  const pages = useRatingPages(query);
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  const searching = Boolean(query.q?.trim());
  const heading = pages.isPending
    ? t("pages.loading", { what })
    : searching
      ? t("pages.found", { count: total, q: query.q?.trim() })
      : t("pages.count", { count: total });

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group gap="xs" wrap="nowrap">
        <Title order={headingOrder} fz="sm" fw={600} id={headingId} aria-live="polite">
          {heading}
        </Title>
        {pages.isFetching && !pages.isPending && !pages.isFetchingNextPage && (
          <Loader size="xs" aria-label={t("pages.refreshing", { what })} />
        )}
      </Group>
      {pages.isPending ? (
        <Stack gap="sm" aria-hidden>
          {[0, 1, 2].map((index) => (
            <Card key={index} padding="md">
              <Stack gap={8}>
                <Skeleton height={16} width={110} />
                <Skeleton height={18} width="50%" />
                <Skeleton height={14} width="80%" />
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : pages.isError && items.length === 0 ? (
        <LoadErrorPanel what={what} error={pages.error} onRetry={() => void pages.refetch()} />
      ) : items.length === 0 ? (
        searching && noResults ? (
          noResults
        ) : (
          empty
        )
      ) : (
        <Stack gap="sm">
          {items.map((rating) => (
            <div key={rating.id}>{renderItem(rating)}</div>
          ))}
        </Stack>
      )}
      {pages.hasNextPage && (
        <Group justify="center" mt="sm">
          <Button variant="default" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
            {t("pages.more")}
          </Button>
        </Group>
      )}
      {pages.isFetchNextPageError && (
        <Text size="sm" c="red.8" ta="center">
          {t("pages.moreError", { error: pages.error ? errorText(pages.error) : "" })}{" "}
          <Button variant="subtle" size="compact-sm" onClick={() => void pages.fetchNextPage()}>
            {t("common:tryAgain")}
          </Button>
        </Text>
      )}
    </Stack>
  );
}
