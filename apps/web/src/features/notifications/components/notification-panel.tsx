import { Anchor, Button, Divider, Group, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { notifications as toasts } from "@mantine/notifications";
import type { Notification } from "@stint/shared/notifications";
import { IconBellOff, IconChecks } from "@tabler/icons-react";
import { useRef } from "react";
import { Link } from "react-router";
import { useLatestNotifications } from "../api/list-notifications.ts";
import { useMarkAllNotificationsRead, useMarkNotificationRead } from "../api/mark-read.ts";
import { NotificationItem } from "./notification-item.tsx";
import classes from "./notification-panel.module.css";

type Props = {
  /** The bell's unread count, for "Mark all as read". */
  unread: number;
  /** The full list ("See all notifications"). */
  allPath: string;
  /** Closes the panel (focus goes back to the bell). */
  onClose: () => void;
  headingId: string;
};

export function NotificationPanelSkeleton() {
  return (
    <Stack gap="sm" p="md" aria-busy="true" aria-label="Loading your notifications">
      {[0, 1, 2].map((index) => (
        <Group key={index} gap="sm" wrap="nowrap" align="flex-start">
          <Skeleton height={32} width={32} circle />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={14} width="80%" />
            <Skeleton height={10} width="50%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * What the header bell opens: the newest notifications (opening one marks it read and goes to its screen),
 * "Mark all as read", and the way to the full list. Its own chunk, loaded the first time the bell is opened.
 */
export function NotificationPanel({ unread, allPath, onClose, headingId }: Props) {
  const latest = useLatestNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  const open = (notification: Notification) => {
    if (notification.readAt === null) {
      markRead.mutate(notification, {
        onError: (error) =>
          toasts.show({ color: "red", title: "Could not mark the notification read", message: error.message }),
      });
    }
    onClose();
  };

  const headingRef = useRef<HTMLHeadingElement>(null);
  const readAll = () => {
    // The button turns disabled at once: the focus moves to the panel's heading rather than to nowhere (Escape
    // still closes the panel, Tab goes on from there).
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

  const items = latest.data?.items ?? [];
  return (
    <Stack gap={0}>
      <Group justify="space-between" gap="xs" px="md" pt="sm" pb="xs" wrap="nowrap">
        <Title order={2} fz="md" id={headingId} ref={headingRef} tabIndex={-1} className={classes.heading}>
          Notifications
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconChecks size={16} aria-hidden />}
          onClick={readAll}
          disabled={unread === 0}
          loading={markAll.isPending}
        >
          Mark all as read
        </Button>
      </Group>
      <Divider />
      {latest.isPending ? (
        <NotificationPanelSkeleton />
      ) : latest.isError ? (
        <Stack gap="xs" p="md" align="flex-start">
          <Text size="sm">Your notifications could not be loaded. {latest.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => void latest.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : items.length === 0 ? (
        <Stack gap="xs" p="lg" align="center" ta="center">
          <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
            <IconBellOff size={24} />
          </ThemeIcon>
          <Text size="sm" fw={600}>
            No notifications yet
          </Text>
          <Text size="xs" c="dimmed" maw={280}>
            You will hear here when something happens to your applications, invitations and matches.
          </Text>
        </Stack>
      ) : (
        <ul className={classes.list} aria-labelledby={headingId}>
          {items.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} onOpen={open} />
            </li>
          ))}
        </ul>
      )}
      <Divider />
      <Group justify="center" p="xs">
        <Anchor component={Link} to={allPath} size="sm" fw={600} onClick={onClose}>
          See all notifications
        </Anchor>
      </Group>
    </Stack>
  );
}
