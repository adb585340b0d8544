import { Button, Group, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import { useMessages } from "../../../i18n/messages.ts";
import { useTranslation } from "react-i18next";
import { notifications as toasts } from "@mantine/notifications";
import type { Notification } from "@stint/shared/notifications";
import type { ReactNode, RefObject } from "react";
import { useMarkAllNotificationsRead, useMarkNotificationRead } from "../api/mark-read.ts";
import { NotificationItem } from "./notification-item.tsx";

/**
 * What the bell's panel and the full list do with notifications: `markRead` when one is opened (unread only; a
 * refusal is a toast) and `readAll` ("Mark all as read", its count in a toast). The button turns disabled at once,
 * so `readAll` first puts the focus on the list's heading (`headingRef`) rather than nowhere.
 */
export function useNotificationActions(headingRef: RefObject<HTMLHeadingElement | null>) {
  const { t } = useTranslation("notifications");
  const { error: message } = useMessages();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  const markOneRead = (notification: Notification) => {
    if (notification.readAt !== null) return;
    markRead.mutate(notification, {
      onError: (error) => toasts.show({ color: "red", title: t("markOneFailed"), message: message(error) }),
    });
  };

  const readAll = () => {
    headingRef.current?.focus();
    markAll.mutate(undefined, {
      onSuccess: ({ marked }) =>
        toasts.show({
          color: "teal",
          message: t("markedAll", { count: marked }),
        }),
      onError: (error) => toasts.show({ color: "red", title: t("markAllFailed"), message: message(error) }),
    });
  };

  return { markOneRead, readAll, readingAll: markAll.isPending };
}

type Query = { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };

type Props = {
  /** The list's query: skeletons while it loads, the error with a retry when it fails before any item came. */
  query: Query;
  items: Notification[];
  /** The heading that names the list. */
  headingId: string;
  onOpen: (notification: Notification) => void;
  /** One line of text in the bell's panel, two in the full list. */
  lines?: 1 | 2;
  /** The list's own layout (the panel scrolls, the full list grows). */
  listClassName?: string;
  /** The bell's panel pads its skeletons and error; the full list sits in a padded card already. */
  padded?: boolean;
  /** Names the skeletons for assistive technology (else they are hidden from it, the heading saying "Loading…"). */
  loadingLabel?: string;
  /** What an empty list says (see NotificationsEmpty). */
  empty: ReactNode;
};

/** A list of notifications, newest first, with its loading, error and empty states. */
export function NotificationList(props: Props) {
  const { query, items, headingId, onOpen, lines, listClassName, padded, loadingLabel, empty } = props;
  const { t } = useTranslation("notifications");
  const { error } = useMessages();
  if (query.isPending) {
    const a11y = loadingLabel
      ? { role: "status", "aria-busy": true, "aria-label": loadingLabel }
      : { "aria-hidden": true };
    return (
      <Stack gap={padded ? "sm" : "md"} p={padded ? "md" : undefined} {...a11y}>
        {[0, 1, 2].map((index) => (
          <Group key={index} gap="sm" wrap="nowrap" align="flex-start">
            <Skeleton height={32} width={32} circle />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={14} width="75%" />
              <Skeleton height={10} width="45%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <Stack gap="xs" p={padded ? "md" : undefined} align="flex-start">
        <Text size="sm">{t("loadFailed", { message: error(query.error) })}</Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          {t("common:tryAgain")}
        </Button>
      </Stack>
    );
  }
  if (items.length === 0) return empty;
  return (
    <ul className={listClassName} aria-labelledby={headingId}>
      {items.map((notification) => (
        <li key={notification.id}>
          <NotificationItem notification={notification} onOpen={onOpen} lines={lines} />
        </li>
      ))}
    </ul>
  );
}

/** No notification (or no unread one): an icon, a title, a sentence and maybe a way out. */
export function NotificationsEmpty({
  icon,
  title,
  text,
  compact = false,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  /** In the bell's panel: smaller text, narrower. */
  compact?: boolean;
  children?: ReactNode;
}) {
  return (
    <Stack gap="xs" p={compact ? "lg" : undefined} py={compact ? undefined : "md"} align="center" ta="center">
      <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Text size={compact ? "xs" : "sm"} c="dimmed" maw={compact ? 280 : 360}>
        {text}
      </Text>
      {children}
    </Stack>
  );
}
