import {
  ActionIcon,
  Button,
  Card,
  CopyButton,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { notifications as toasts } from "@mantine/notifications";
import { CALENDAR_FEED_SECTION_ID } from "@stint/shared/page-routes";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { formatDate } from "../../../lib/format.ts";
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from "../api/calendar-feed.ts";

/**
 * The private calendar feed on the account screen: a secret webcal link a calendar app subscribes to (the
 * user's interviews, internship start dates, round deadlines and offer answer-by dates), made, replaced with a
 * new secret (the old link stops working) or revoked.
 */
export function CalendarFeedCard() {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  // Arriving from "Add to calendar" (the section's hash): bring the section into view and focus it.
  useEffect(() => {
    if (location.hash !== `#${CALENDAR_FEED_SECTION_ID}`) return;
    sectionRef.current?.scrollIntoView({ block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [location.hash, location.key]);
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const failed = (title: string) => (error: Error) => toasts.show({ color: "red", title, message: error.message });
  // The address comes only in the answer that made it (the server keeps a hash): shown while this screen is, as
  // long as the feed is still the one made here (not replaced or turned off in another tab).
  const [made, setMade] = useState<{ url: string; createdAt: string | null } | null>(null);
  const url = made && feed.data?.active && feed.data.createdAt === made.createdAt ? made.url : null;
  const makeFeed = (failure: string, onMade?: () => void) =>
    create.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.url) setMade({ url: answer.url, createdAt: answer.createdAt });
        onMade?.();
      },
      onError: failed(failure),
    });

  const replace = () =>
    openConfirmDialog({
      title: "Replace the calendar link?",
      children: "The current link stops working: calendars subscribed to it no longer update until given the new one.",
      labels: { confirm: "Replace the link", cancel: "Keep it" },
      onConfirm: () =>
        makeFeed("The link was not replaced", () =>
          toasts.show({ color: "teal", title: "New calendar link made", message: "Subscribe with the new link." }),
        ),
    });
  const stop = () =>
    openConfirmDialog({
      title: "Turn the calendar feed off?",
      children: "The link stops working and calendars subscribed to it no longer update.",
      labels: { confirm: "Turn it off", cancel: "Keep it" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        revoke.mutate(undefined, {
          onSuccess: () =>
            toasts.show({ color: "gray", title: "Calendar feed turned off", message: "The link no longer works." }),
          onError: failed("The feed was not turned off"),
        }),
    });

  const manage = (
    <>
      <Button variant="default" size="compact-md" onClick={replace} loading={create.isPending}>
        Replace the link
      </Button>
      <Button variant="subtle" color="red" size="compact-md" onClick={stop} loading={revoke.isPending}>
        Turn off
      </Button>
    </>
  );

  return (
    <Card component="section" aria-labelledby={headingId} id={CALENDAR_FEED_SECTION_ID} ref={sectionRef}>
      <Title order={2} fz="lg" id={headingId} ref={headingRef} tabIndex={-1}>
        Calendar feed
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        Your interviews, internship start dates, round deadlines and offer answer-by dates in your calendar app (Google
        Calendar, Outlook, Apple Calendar), kept up to date. The link is private: anyone who has it sees these dates, so
        replace it if it got out.
      </Text>
      {feed.isPending ? (
        <Skeleton height={36} role="status" aria-label="Loading your calendar feed" />
      ) : feed.isError ? (
        <Text size="sm" c="red.9">
          Your calendar feed could not be loaded: {feed.error.message}
        </Text>
      ) : url ? (
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label="Subscription link"
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
            />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? "Copied" : "Copy"} withArrow>
                  <ActionIcon
                    variant="light"
                    size="input-sm"
                    onClick={copy}
                    aria-label={copied ? "Link copied" : "Copy the link"}
                  >
                    {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Text size="xs" c="dimmed">
            Open it on this device to subscribe, or paste it into your calendar&apos;s “Add calendar from URL”. It is
            shown only now: Stint keeps no copy of it.
          </Text>
          <Group gap="xs">
            <Button component="a" href={url} variant="light" size="compact-md">
              Subscribe
            </Button>
            {manage}
          </Group>
        </Stack>
      ) : feed.data?.active ? (
        <Stack gap="sm">
          <Text size="sm">
            Your calendar link is on
            {feed.data.createdAt ? ` since ${formatDate(feed.data.createdAt.slice(0, 10))}` : ""}. Its address was shown
            once, when it was made; to subscribe another calendar, replace it with a new one.
          </Text>
          <Group gap="xs">{manage}</Group>
        </Stack>
      ) : (
        <Button onClick={() => makeFeed("The calendar feed was not made")} loading={create.isPending}>
          Make my calendar link
        </Button>
      )}
    </Card>
  );
}
