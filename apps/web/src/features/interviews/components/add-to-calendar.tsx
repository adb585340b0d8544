import { Anchor, Button, Group, Text } from "@mantine/core";
import { notifications as toasts } from "@mantine/notifications";
import type { Role } from "@stint/shared/account";
import { calendarFeedPath } from "@stint/shared/page-routes";
import { IconCalendarCheck, IconCalendarPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMessages } from "../../../i18n/messages.ts";
import { useCalendarFeed, useCreateCalendarFeed } from "../api/calendar-feed.ts";

/**
 * "Add to calendar": subscribes the viewer's calendar app to their private feed (every interview, updated when
 * one moves or is cancelled), making the feed on the first click. A feed made earlier already holds the
 * interview; its address is not known any more (the server keeps only a hash of it), so its settings are linked.
 */
export function AddToCalendar({ role }: { role: Role }) {
  const { t } = useTranslation("interviews");
  const messages = useMessages();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const settings = (
    <Anchor component={Link} to={calendarFeedPath(role)} size="xs" underline="always">
      {t("calendar.settings")}
    </Anchor>
  );

  if (feed.data?.active) {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconCalendarCheck size={16} aria-hidden style={{ flex: "none", marginTop: 2 }} />
        <Text size="sm" c="dimmed">
          {t("calendar.inFeed")} {settings}
        </Text>
      </Group>
    );
  }

  const subscribe = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        if (made.url) window.location.assign(made.url);
      },
      onError: (error) => toasts.show({ color: "red", title: t("calendar.notMade"), message: messages.error(error) }),
    });

  return (
    <Group gap="sm" align="center" wrap="wrap">
      <Button
        variant="light"
        leftSection={<IconCalendarPlus size={16} aria-hidden />}
        loading={create.isPending || feed.isPending}
        onClick={subscribe}
      >
        {t("calendar.add")}
      </Button>
      <Text size="xs" c="dimmed" style={{ flex: "1 1 14rem" }}>
        {t("calendar.addHint")} {settings}
      </Text>
    </Group>
  );
}
