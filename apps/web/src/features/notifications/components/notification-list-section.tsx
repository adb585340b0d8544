import { Button, Card, Group, SegmentedControl, Text, Title } from "@mantine/core";
import { useMessages } from "../../../i18n/messages.ts";
import { IconBellCheck, IconBellOff, IconChecks } from "@tabler/icons-react";
import { useEffect, useId, useRef } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { NOTIFICATIONS_SECTION_ID } from "@stint/shared/page-routes";
import { useUnreadCount } from "../api/get-unread-count.ts";
import { useNotificationPages } from "../api/list-notifications.ts";
import { NotificationList, NotificationsEmpty, useNotificationActions } from "./notification-list.tsx";
import classes from "./notification-list-section.module.css";
import { formatNumber } from "../../../lib/format.ts";

/** The search parameter of the filter: `?notifications=unread`. */
const FILTER_PARAM = "notifications";

function summary(t: TFunction, total: number, unread: number | undefined, unreadOnly: boolean) {
  if (unreadOnly) return t("summary.unreadOnly", { count: total, total: formatNumber(total) });
  if (unread)
    return t("summary.withUnread", { count: total, total: formatNumber(total), unread: formatNumber(unread) });
  return t("summary.all", { count: total, total: formatNumber(total) });
}

/**
 * Every notification of the signed-in user, newest first, in pages ("Load more"), all or the unread ones only
 * (the filter in the URL). Opening one marks it read and goes to its screen. The bell's "See all" scrolls here.
 */
export function NotificationListSection() {
  const { t } = useTranslation("notifications");
  const { error } = useMessages();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const unreadOnly = searchParams.get(FILTER_PARAM) === "unread";
  const pages = useNotificationPages({ unread: unreadOnly });
  const unread = useUnreadCount();
  const { markOneRead, readAll, readingAll } = useNotificationActions(headingRef);

  // Arriving from the bell's "See all" (the section's hash): bring the list into view and put the focus on it.
  useEffect(() => {
    if (location.hash !== `#${NOTIFICATIONS_SECTION_ID}`) return;
    sectionRef.current?.scrollIntoView({ block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [location.hash, location.key]);

  const setUnreadOnly = (value: boolean) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value) next.set(FILTER_PARAM, "unread");
        else next.delete(FILTER_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  const unreadCount = unread.data;

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      id={NOTIFICATIONS_SECTION_ID}
      ref={sectionRef}
      className={classes.section}
    >
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <div>
          <Title order={2} fz="lg" id={headingId} ref={headingRef} tabIndex={-1} className={classes.heading}>
            {t("title")}
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            {pages.isPending ? t("loadingShort") : pages.isError ? "" : summary(t, total, unreadCount, unreadOnly)}
          </Text>
        </div>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChecks size={16} aria-hidden />}
          onClick={readAll}
          disabled={!unreadCount}
          loading={readingAll}
        >
          {t("markAll")}
        </Button>
      </Group>
      <SegmentedControl
        aria-label={t("filter")}
        mb="md"
        value={unreadOnly ? "unread" : "all"}
        onChange={(value) => setUnreadOnly(value === "unread")}
        data={[
          { value: "all", label: t("all") },
          {
            value: "unread",
            label: unreadCount ? t("unreadCount", { count: formatNumber(unreadCount) }) : t("unread"),
          },
        ]}
      />
      <NotificationList
        query={pages}
        items={items}
        headingId={headingId}
        onOpen={markOneRead}
        lines={2}
        listClassName={classes.list}
        empty={
          <NotificationsEmpty
            icon={unreadOnly ? <IconBellCheck size={24} /> : <IconBellOff size={24} />}
            title={unreadOnly ? t("caughtUp") : t("none")}
            text={unreadOnly ? t("caughtUpText") : t("noneText")}
          >
            {unreadOnly && (
              <Button variant="subtle" size="xs" onClick={() => setUnreadOnly(false)}>
                {t("showAll")}
              </Button>
            )}
          </NotificationsEmpty>
        }
      />
      {pages.hasNextPage && (
        <Group justify="center" mt="md">
          <Button variant="default" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
            {t("loadMore")}
          </Button>
        </Group>
      )}
      {pages.isFetchNextPageError && (
        <Text size="sm" c="red.8" ta="center" mt="xs">
          {t("nextFailed", { message: error(pages.error) })}{" "}
          <Button variant="subtle" size="compact-sm" onClick={() => void pages.fetchNextPage()}>
            {t("common:tryAgain")}
          </Button>
        </Text>
      )}
    </Card>
  );
}
