import { ActionIcon, Center, Indicator, Loader, Popover } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useWatchedUnreadCount } from "../api/get-unread-count.ts";
import classes from "./notification-bell.module.css";

// The panel (list, mark read, empty and error states) is its own chunk, loaded when the bell is first opened.
const NotificationPanel = lazy(() =>
  import("./notification-panel.tsx").then((m) => ({ default: m.NotificationPanel })),
);

/** "Notifications, 3 unread", as the bell is announced; the badge shows at most 99+. */
export function bellLabel(t: TFunction, unread: number | undefined) {
  return t("notifications:bell", { count: unread ?? 0 });
}

const badgeText = (unread: number) => (unread > 99 ? "99+" : String(unread));

/**
 * The header bell: the unread count (polled), and on click the newest notifications in a popover (Escape
 * closes it and the focus returns to the bell). `allPath` is the full list.
 */
export function NotificationBell({ allPath }: { allPath: string }) {
  const { t } = useTranslation("notifications");
  const [opened, setOpened] = useState(false);
  const unread = useWatchedUnreadCount();
  const headingId = useId();
  const count = unread.data ?? 0;

  // The badge wraps the popover rather than sitting in its target: the target's child is the button itself,
  // which gets the popover's aria-expanded and aria-controls.
  return (
    <Indicator
      label={<span aria-hidden>{badgeText(count)}</span>}
      disabled={count === 0}
      size={18}
      offset={6}
      color="red.9"
      className={classes.indicator}
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width="min(380px, calc(100vw - 16px))"
        shadow="md"
        radius="md"
        offset={8}
        trapFocus
        returnFocus
        withinPortal
        // The header is fixed: the bell never scrolls away from its panel.
        hideDetached={false}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={40}
            radius="xl"
            aria-label={bellLabel(t, count)}
            onClick={() => setOpened((was) => !was)}
          >
            <IconBell size={22} stroke={1.8} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-labelledby={headingId} className={classes.dropdown}>
          <Suspense
            fallback={
              <Center p="xl">
                <Loader size="sm" role="status" aria-label={t("loading")} />
              </Center>
            }
          >
            <NotificationPanel
              unread={count}
              allPath={allPath}
              onClose={() => setOpened(false)}
              headingId={headingId}
            />
          </Suspense>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
