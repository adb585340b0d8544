import { Badge, Button, Card, Skeleton, Stack, Tabs, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadErrorPanel } from "../../../components/query-states.tsx";
import { useMessageReports, useReportedRatings } from "../api/moderation-queue.ts";
import { ReportedMessageCard } from "./reported-message-card.tsx";
import { ReportedRatingCard } from "./reported-rating-card.tsx";

export const MODERATION_TABS = ["ratings", "messages"] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

function Waiting() {
  return (
    <Stack gap="sm" aria-hidden>
      <Skeleton height={140} radius="md" />
      <Skeleton height={140} radius="md" />
    </Stack>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Card withBorder>
      <Text size="sm" c="gray.8">
        {children}
      </Text>
    </Card>
  );
}

function RatingsPanel() {
  const { t } = useTranslation("adminModeration");
  const pages = useReportedRatings();
  if (pages.isPending) return <Waiting />;
  if (pages.isError) {
    return <LoadErrorPanel what={t("ratings.what")} error={pages.error} onRetry={() => void pages.refetch()} />;
  }
  const items = pages.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <Empty>{t("ratings.none")}</Empty>;
  return (
    <Stack gap="sm">
      {items.map((rating) => (
        <ReportedRatingCard key={rating.id} rating={rating} />
      ))}
      {pages.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void pages.fetchNextPage()}
          loading={pages.isFetchingNextPage}
          style={{ alignSelf: "center" }}
        >
          {t("ratings.loadMore")}
        </Button>
      )}
    </Stack>
  );
}

function MessagesPanel() {
  const { t } = useTranslation("adminModeration");
  const reports = useMessageReports();
  if (reports.isPending) return <Waiting />;
  if (reports.isError) {
    return <LoadErrorPanel what={t("messages.what")} error={reports.error} onRetry={() => void reports.refetch()} />;
  }
  const { items, total } = reports.data;
  if (items.length === 0) return <Empty>{t("messages.none")}</Empty>;
  return (
    <Stack gap="sm">
      {items.map((report) => (
        <ReportedMessageCard key={report.id} report={report} />
      ))}
      {total > items.length && (
        <Text size="sm" c="gray.8">
          {t("messages.more", { shown: items.length, total })}
        </Text>
      )}
    </Stack>
  );
}

/** A tab's count of what waits on it, once known. */
function Count({ count }: { count: number | undefined }) {
  const { t } = useTranslation("adminModeration");
  if (count === undefined) return null;
  return (
    <Badge size="sm" variant="light" color={count > 0 ? "orange" : "gray"} tt="none">
      {t("tabs.count", { count })}
    </Badge>
  );
}

/**
 * The operators' moderation queue: reported ratings and reported messages, a tab each with what waits on it.
 * Both lists load at once, so each tab shows its count before it is opened.
 */
export function ModerationQueue({ tab, onTab }: { tab: ModerationTab; onTab: (tab: ModerationTab) => void }) {
  const { t } = useTranslation("adminModeration");
  const ratings = useReportedRatings();
  const messages = useMessageReports();
  const counts: Record<ModerationTab, number | undefined> = {
    ratings: ratings.data?.pages[0]?.total,
    messages: messages.data?.total,
  };
  return (
    <Tabs value={tab} onChange={(next) => onTab(next === "messages" ? "messages" : "ratings")} keepMounted={false}>
      <Tabs.List mb="lg" aria-label={t("tabs.label")}>
        {MODERATION_TABS.map((value) => (
          <Tabs.Tab key={value} value={value} rightSection={<Count count={counts[value]} />}>
            {t(`tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="ratings">
        <RatingsPanel />
      </Tabs.Panel>
      <Tabs.Panel value="messages">
        <MessagesPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
