import { Group, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Notification, NotificationKind } from "@stint/shared/notifications";
import { IconArrowsSort, IconFileDescription, IconHeartHandshake, IconMail, IconStar } from "@tabler/icons-react";
import { Link } from "react-router";
import { formatDateTime, formatTimeAgo } from "../../../lib/format.ts";
import classes from "./notification-item.module.css";

function kindIcon(kind: NotificationKind) {
  if (kind.startsWith("invitation.")) return { Icon: IconMail, color: "grape" };
  if (kind.startsWith("match.")) return { Icon: IconHeartHandshake, color: "teal" };
  if (kind.startsWith("rating.")) return { Icon: IconStar, color: "yellow" };
  if (kind.startsWith("round.")) return { Icon: IconArrowsSort, color: "orange" };
  return { Icon: IconFileDescription, color: "stint" };
}

type Props = {
  notification: Notification;
  /** Called when the notification is opened (before the app goes to its screen). */
  onOpen: (notification: Notification) => void;
  /** The bell's panel shows one line of text; the full list shows two. */
  lines?: 1 | 2;
  now?: Date;
};

/**
 * One notification: what happened, one line about it and when, marked while unread. A link to the screen it is
 * about; opening it marks it read.
 */
export function NotificationItem({ notification, onOpen, lines = 1, now }: Props) {
  const { t } = useTranslation("notifications");
  const unread = notification.readAt === null;
  const { Icon, color } = kindIcon(notification.kind);
  return (
    <UnstyledButton
      component={Link}
      to={notification.path}
      onClick={() => onOpen(notification)}
      className={classes.item}
      data-unread={unread || undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={32} radius="xl" variant="light" color={unread ? color : "gray"} aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
        <Stack gap={2} className={classes.text}>
          <Text size="sm" fw={unread ? 700 : 500} className={classes.title}>
            {unread && <VisuallyHidden>{t("unreadPrefix")} </VisuallyHidden>}
            {notification.title}
          </Text>
          {notification.body && (
            <Text size="xs" c="gray.7" lineClamp={lines}>
              {notification.body}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt) ?? undefined}>
              {formatTimeAgo(notification.createdAt, now)}
            </time>
          </Text>
        </Stack>
        {unread && <span className={classes.dot} aria-hidden />}
      </Group>
    </UnstyledButton>
  );
}
