import { Button, Card, Group, SegmentedControl, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { notifications as toasts } from "@mantine/notifications";
import type { Notification } from "@stint/shared/notifications";
import { IconBellCheck, IconBellOff, IconChecks } from "@tabler/icons-react";
import { useEffect, useId, useRef } from "react";
import { useLocation, useSearchParams } from "react-router";
import { NOTIFICATIONS_SECTION_ID } from "../../../config/paths.ts";
import { useUnreadCount } from "../api/get-unread-count.ts";
import { useNotificationPages } from "../api/list-notifications.ts";
import { useMarkAllNotificationsRead, useMarkNotificationRead } from "../api/mark-read.ts";
import { NotificationItem } from "./notification-item.tsx";
import classes from "./notification-list-section.module.css";

const numberFormat = new Intl.NumberFormat("en");
/** The search parameter of the filter: `?notifications=unread`. */
const FILTER_PARAM = "notifications";

function summary(total: number, unread: number | undefined, unreadOnly: boolean) {
  if (unreadOnly) return total === 1 ? "1 unread notification" : `${numberFormat.format(total)} unread notifications`;
  const all = total === 1 ? "1 notification" : `${numberFormat.format(total)} notifications`;
  return unread ? `${all}, ${numberFormat.format(unread)} unread` : all;
}

/**
 * Every notification of the signed-in user, newest first, in pages ("Load more"), all or the unread ones only
 * (the filter in the URL). Opening one marks it read and goes to its screen. The bell's "See all" scrolls here.
 */
export function NotificationListSection() {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const unreadOnly = searchParams.get(FILTER_PARAM) === "unread";
  const pages = useNotificationPages({ unread: unreadOnly });
  const unread = useUnreadCount();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

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

  const open = (notification: Notification) => {
    if (notification.readAt !== null) return;
    markRead.mutate(notification, {
      onError: (error) =>
        toasts.show({ color: "red", title: "Could not mark the notification read", message: error.message }),
    });
  };

  const readAll = () => {
    // The button turns disabled at once: the focus moves to the list's heading rather than to nowhere.
    headingRef.current?.focus();
    markAll.mutate(undefined, {
      onSuccess: ({ marked }) =>
        toasts.show({
          color: "teal",
          message: marked === 1 ? "1 notification marked as read." : `${marked} notifications marked as read.`,
        }),
      onError: (error) =>
        toasts.show({ color: "red", title: "Could not mark your notifications read", message: error.message }),
    });
  };

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
            Notifications
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            {pages.isPending ? "Loading…" : pages.isError ? "" : summary(total, unreadCount, unreadOnly)}
          </Text>
        </div>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChecks size={16} aria-hidden />}
          onClick={readAll}
          disabled={!unreadCount}
          loading={markAll.isPending}
        >
          Mark all as read
        </Button>
      </Group>
      <SegmentedControl
        aria-label="Show"
        mb="md"
        value={unreadOnly ? "unread" : "all"}
        onChange={(value) => setUnreadOnly(value === "unread")}
        data={[
          { value: "all", label: "All" },
          { value: "unread", label: unreadCount ? `Unread (${numberFormat.format(unreadCount)})` : "Unread" },
        ]}
      />
      {pages.isPending ? (
        <Stack gap="md" aria-hidden>
          {[0, 1, 2].map((index) => (
            <Group key={index} gap="sm" wrap="nowrap" align="flex-start">
              <Skeleton height={32} width={32} circle />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={14} width="70%" />
                <Skeleton height={10} width="40%" />
              </Stack>
            </Group>
          ))}
        </Stack>
      ) : pages.isError && items.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Your notifications could not be loaded. {pages.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => void pages.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : items.length === 0 ? (
        <Stack gap="xs" py="md" align="center" ta="center">
          <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
            {unreadOnly ? <IconBellCheck size={24} /> : <IconBellOff size={24} />}
          </ThemeIcon>
          <Text size="sm" fw={600}>
            {unreadOnly ? "You are all caught up" : "No notifications yet"}
          </Text>
          <Text size="sm" c="dimmed" maw={360}>
            {unreadOnly
              ? "Every notification has been read."
              : "You will hear here when something happens to your applications, invitations and matches."}
          </Text>
          {unreadOnly && (
            <Button variant="subtle" size="xs" onClick={() => setUnreadOnly(false)}>
              Show all notifications
            </Button>
          )}
        </Stack>
      ) : (
        <ul className={classes.list} aria-labelledby={headingId}>
          {items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} onOpen={open} lines={2} />
            </li>
          ))}
        </ul>
      )}
      {pages.hasNextPage && (
        <Group justify="center" mt="md">
          <Button variant="default" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
            Load more notifications
          </Button>
        </Group>
      )}
      {pages.isFetchNextPageError && (
        <Text size="sm" c="red.8" ta="center" mt="xs">
          The next notifications could not be loaded: {pages.error?.message}{" "}
          <Button variant="subtle" size="compact-sm" onClick={() => void pages.fetchNextPage()}>
            Try again
          </Button>
        </Text>
      )}
    </Card>
  );
}
