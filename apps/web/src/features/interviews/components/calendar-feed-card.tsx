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
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useMessages } from "../../../i18n/messages.ts";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { formatDate } from "../../../lib/format.ts";
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from "../api/calendar-feed.ts";

/**
 * The private calendar feed on the account screen: a secret webcal link a calendar app subscribes to (the
 * user's interviews, internship start dates, round deadlines and offer answer-by dates), made, replaced with a
 * new secret (the old link stops working) or revoked.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation("interviews");
  const messages = useMessages();
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
  const failed = (title: string) => (error: Error) =>
    toasts.show({ color: "red", title, message: messages.error(error) });
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
      title: t("feed.replaceTitle"),
      children: t("feed.replaceText"),
      labels: { confirm: t("feed.replace"), cancel: t("feed.keep") },
      onConfirm: () =>
        makeFeed(t("feed.notReplaced"), () =>
          toasts.show({ color: "teal", title: t("feed.newTitle"), message: t("feed.newText") }),
        ),
    });
  const stop = () =>
    openConfirmDialog({
      title: t("feed.stopTitle"),
      children: t("feed.stopText"),
      labels: { confirm: t("feed.stopConfirm"), cancel: t("feed.keep") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        revoke.mutate(undefined, {
          onSuccess: () =>
            toasts.show({ color: "gray", title: t("feed.stoppedTitle"), message: t("feed.stoppedText") }),
          onError: failed(t("feed.notStopped")),
        }),
    });

  const manage = (
    <>
      <Button variant="default" size="compact-md" onClick={replace} loading={create.isPending}>
        {t("feed.replace")}
      </Button>
      <Button variant="subtle" color="red" size="compact-md" onClick={stop} loading={revoke.isPending}>
        {t("feed.off")}
      </Button>
    </>
  );

  return (
    <Card component="section" aria-labelledby={headingId} id={CALENDAR_FEED_SECTION_ID} ref={sectionRef}>
      <Title order={2} fz="lg" id={headingId} ref={headingRef} tabIndex={-1}>
        {t("feed.title")}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t("feed.intro")}
      </Text>
      {feed.isPending ? (
        <Skeleton height={36} role="status" aria-label={t("feed.loading")} />
      ) : feed.isError ? (
        <Text size="sm" c="red.9">
          {t("feed.failed", { error: messages.error(feed.error) })}
        </Text>
      ) : url ? (
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={t("feed.link")}
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
            />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t("feed.copied") : t("feed.copy")} withArrow>
                  <ActionIcon
                    variant="light"
                    size="input-sm"
                    onClick={copy}
                    aria-label={copied ? t("feed.linkCopied") : t("feed.copyLink")}
                  >
                    {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Text size="xs" c="dimmed">
            {t("feed.openHint")}
          </Text>
          <Group gap="xs">
            <Button component="a" href={url} variant="light" size="compact-md">
              {t("feed.subscribe")}
            </Button>
            {manage}
          </Group>
        </Stack>
      ) : feed.data?.active ? (
        <Stack gap="sm">
          <Text size="sm">
            {feed.data.createdAt
              ? t("feed.onSince", { date: formatDate(feed.data.createdAt.slice(0, 10)) })
              : t("feed.on")}
          </Text>
          <Group gap="xs">{manage}</Group>
        </Stack>
      ) : (
        <Button onClick={() => makeFeed(t("feed.notMade"))} loading={create.isPending}>
          {t("feed.make")}
        </Button>
      )}
    </Card>
  );
}
