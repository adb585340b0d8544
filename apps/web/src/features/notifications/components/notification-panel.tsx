import { Anchor, Button, Divider, Group, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Notification } from "@stint/shared/notifications";
import { IconBellOff, IconChecks } from "@tabler/icons-react";
import { useRef } from "react";
import { Link } from "react-router";
import { useLatestNotifications } from "../api/list-notifications.ts";
import { NotificationList, NotificationsEmpty, useNotificationActions } from "./notification-list.tsx";
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

/**
 * What the header bell opens: the newest notifications (opening one marks it read and goes to its screen),
 * "Mark all as read", and the way to the full list. Its own chunk, loaded the first time the bell is opened.
 */
export function NotificationPanel({ unread, allPath, onClose, headingId }: Props) {
  const { t } = useTranslation("notifications");
  const latest = useLatestNotifications();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Escape still closes the panel once the focus is on its heading; Tab goes on from there.
  const { markOneRead, readAll, readingAll } = useNotificationActions(headingRef);

  const open = (notification: Notification) => {
    markOneRead(notification);
    onClose();
  };

  const items = latest.data?.items ?? [];
  return (
    <Stack gap={0}>
      <Group justify="space-between" gap="xs" px="md" pt="sm" pb="xs" wrap="nowrap">
        <Title order={2} fz="md" id={headingId} ref={headingRef} tabIndex={-1} className={classes.heading}>
          {t("title")}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconChecks size={16} aria-hidden />}
          onClick={readAll}
          disabled={unread === 0}
          loading={readingAll}
        >
          {t("markAll")}
        </Button>
      </Group>
      <Divider />
      <NotificationList
        query={latest}
        items={items}
        headingId={headingId}
        onOpen={open}
        listClassName={classes.list}
        padded
        loadingLabel={t("loading")}
        empty={<NotificationsEmpty icon={<IconBellOff size={24} />} title={t("none")} text={t("noneText")} compact />}
      />
      <Divider />
      <Group justify="center" p="xs">
        <Anchor component={Link} to={allPath} size="sm" fw={600} onClick={onClose}>
          {t("seeAll")}
        </Anchor>
      </Group>
    </Stack>
  );
}
