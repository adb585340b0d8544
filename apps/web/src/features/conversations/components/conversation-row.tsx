import { Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { ConversationSummary } from "@stint/shared/conversations";
import { IconLock } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { inboxTime } from "../day-groups.ts";
import classes from "./conversations.module.css";
import { OtherAvatar, otherName } from "./other-avatar.tsx";

const badgeText = (unread: number) => (unread > 99 ? "99+" : String(unread));

/** "Drone Software Intern", "Drone Software Intern +2 more". */
export function jobsLine(t: TFunction, jobs: readonly { title: string }[]): string | null {
  const [first, ...rest] = jobs;
  if (!first) return null;
  return rest.length === 0 ? first.title : t("conversations:row.jobsMore", { first: first.title, count: rest.length });
}

/** One conversation of the inbox: who, about which jobs, the last message, when, and how many are unread. */
export function ConversationRow({
  conversation,
  to,
  active,
}: {
  conversation: ConversationSummary;
  to: string;
  active: boolean;
}) {
  const { t } = useTranslation("conversations");
  const { other, lastMessage, unread, closed } = conversation;
  const jobs = jobsLine(t, conversation.jobs);
  const preview = lastMessage
    ? t("row.preview", { mine: String(lastMessage.fromMe), text: lastMessage.preview })
    : t("row.noMessages");
  return (
    <UnstyledButton
      component={Link}
      to={to}
      className={classes.row}
      data-active={active || undefined}
      data-unread={unread > 0 || undefined}
      aria-current={active ? "page" : undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <OtherAvatar other={other} radius="xl" size={44} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" fw={unread > 0 ? 700 : 600} truncate c={other.deleted ? "gray.7" : undefined}>
              {otherName(t, other)}
            </Text>
            {lastMessage && (
              <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
                <time dateTime={lastMessage.sentAt}>{inboxTime(lastMessage.sentAt)}</time>
              </Text>
            )}
          </Group>
          {jobs && (
            <Text size="xs" c="stint.8" truncate>
              {jobs}
            </Text>
          )}
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" c={unread > 0 ? "dark" : "gray.7"} fw={unread > 0 ? 600 : 400} truncate>
              {closed && <IconLock size={12} aria-label={t("row.closed")} style={{ marginRight: 4 }} />}
              {preview}
            </Text>
            {unread > 0 && (
              <Badge size="sm" circle={unread < 10} color="red.9" style={{ flexShrink: 0 }}>
                <span aria-hidden>{badgeText(unread)}</span>
                <VisuallyHidden>{t("row.unread", { count: unread })}</VisuallyHidden>
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
