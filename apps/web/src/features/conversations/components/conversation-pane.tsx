import { ActionIcon, Anchor, Center, Group, Loader, Menu, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { ConversationDetail, Message } from "@stint/shared/conversations";
import { paths } from "@stint/shared/page-routes";
import { IconArrowLeft, IconDots, IconLock, IconLockOpen } from "@tabler/icons-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isNotFound, LoadErrorPanel } from "../../../components/query-states.tsx";
import { useMessages } from "../../../i18n/messages.ts";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { useBlock, useMarkRead, useSendMessage } from "../api/conversation-mutations.ts";
import { useConversation } from "../api/get-conversation.ts";
import { ClosedNote } from "./closed-note.tsx";
import { Composer } from "./composer.tsx";
import classes from "./conversations.module.css";
import { MessageList } from "./message-list.tsx";
import { OtherAvatar, otherName } from "./other-avatar.tsx";
import { ReportMessageDialog } from "./report-message-dialog.tsx";

/** Marks the conversation read up to its newest message once it is shown in a visible tab and has unread ones. */
function useReadMarks(id: string, conversation: ConversationDetail | undefined) {
  const markRead = useMarkRead(id);
  const newest = useRef<Message | null>(null);
  const marked = useRef<string | null>(null);
  const { mutate } = markRead;
  const unread = conversation?.unread ?? 0;

  const markIfShown = useCallback(() => {
    const message = newest.current;
    if (!message || message.fromMe || unread === 0 || marked.current === message.id) return;
    if (document.visibilityState !== "visible") return;
    marked.current = message.id;
    mutate(message.id, { onError: () => (marked.current = null) });
  }, [mutate, unread]);

  useEffect(() => {
    markIfShown();
    document.addEventListener("visibilitychange", markIfShown);
    return () => document.removeEventListener("visibilitychange", markIfShown);
  }, [markIfShown]);

  return useCallback(
    (message: Message | null) => {
      newest.current = message;
      markIfShown();
    },
    [markIfShown],
  );
}

function ConversationHeader({
  conversation,
  backTo,
  onBlock,
}: {
  conversation: ConversationDetail;
  backTo: string;
  onBlock: (block: boolean) => void;
}) {
  const { t } = useTranslation("conversations");
  const { other, jobs, closed } = conversation;
  return (
    <Group className={classes.paneHeader} gap="sm" wrap="nowrap">
      <ActionIcon
        component={Link}
        to={backTo}
        variant="subtle"
        color="gray"
        size={40}
        hiddenFrom="md"
        aria-label={t("pane.back")}
      >
        <IconArrowLeft size={20} aria-hidden />
      </ActionIcon>
      <OtherAvatar other={other} radius="xl" size={40} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Title order={2} fz="md" lh={1.3} style={{ overflowWrap: "anywhere" }}>
          {otherName(t, other)}
        </Title>
        {jobs.length > 0 && (
          <Text size="xs" c="gray.7" lineClamp={2}>
            {t("pane.about")}{" "}
            {jobs.map((job, index) => (
              <span key={job.id}>
                {index > 0 && ", "}
                <Anchor component={Link} to={paths.jobDetail({ id: job.id })} size="xs">
                  {job.title}
                </Anchor>
              </span>
            ))}
          </Text>
        )}
      </Stack>
      {!other.deleted && (closed === null || closed.by === "me") && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size={40} aria-label={t("pane.actions")}>
              <IconDots size={20} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {closed?.by === "me" ? (
              <Menu.Item leftSection={<IconLockOpen size={16} aria-hidden />} onClick={() => onBlock(false)}>
                {t("pane.unblockName", { name: other.name })}
              </Menu.Item>
            ) : (
              <Menu.Item color="red" leftSection={<IconLock size={16} aria-hidden />} onClick={() => onBlock(true)}>
                {t("pane.blockName", { name: other.name })}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}

function ConversationComposer({ id, recipient }: { id: string; recipient: string }) {
  const send = useSendMessage(id);
  return <Composer draftKey={id} recipient={recipient} send={send} />;
}

/** One conversation: who and which jobs, the messages, and the message box (or why no one may write). */
export function ConversationPane({ id, backTo }: { id: string; backTo: string }) {
  const { t } = useTranslation("conversations");
  const messages = useMessages();
  const query = useConversation(id);
  const conversation = query.data;
  const [reporting, setReporting] = useState<Message | null>(null);
  const onNewest = useReadMarks(id, conversation);
  const block = useBlock(id);
  usePageTitle(conversation ? t("pane.title", { name: otherName(t, conversation.other) }) : t("layout.title"));

  const setBlocked = (blocked: boolean) => {
    const name = conversation ? otherName(t, conversation.other) : t("pane.someone");
    const run = () =>
      block.mutate(blocked, {
        onSuccess: () =>
          notifications.show({
            color: "teal",
            message: blocked ? t("pane.blocked", { name }) : t("pane.unblocked", { name }),
          }),
        onError: (error) =>
          notifications.show({
            color: "red",
            title: blocked ? t("pane.notBlocked") : t("pane.notUnblocked"),
            message: messages.error(error),
          }),
      });
    if (!blocked) return run();
    openConfirmDialog({
      title: t("pane.blockTitle", { name }),
      children: <Text size="sm">{t("pane.blockText", { name })}</Text>,
      labels: { confirm: t("pane.block"), cancel: t("common:cancel") },
      confirmProps: { color: "red" },
      onConfirm: run,
    });
  };

  if (query.isPending) {
    return (
      <Center style={{ flex: 1 }}>
        <Loader size="sm" role="status" aria-label={t("pane.loading")} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Stack p="md">
        {isNotFound(query.error) ? (
          <Text size="sm" c="gray.8">
            {t("pane.notFound")}{" "}
            <Anchor component={Link} to={backTo}>
              {t("pane.back")}
            </Anchor>
          </Text>
        ) : (
          <LoadErrorPanel what={t("pane.what")} error={query.error} onRetry={() => void query.refetch()} />
        )}
      </Stack>
    );
  }

  return (
    <>
      <ConversationHeader conversation={query.data} backTo={backTo} onBlock={setBlocked} />
      <MessageList conversationId={id} onReport={setReporting} onNewest={onNewest} />
      {query.data.canWrite ? (
        <ConversationComposer key={id} id={id} recipient={otherName(t, query.data.other)} />
      ) : (
        <ClosedNote conversation={query.data} onUnblock={() => setBlocked(false)} unblocking={block.isPending} />
      )}
      <ReportMessageDialog message={reporting} onClose={() => setReporting(null)} />
    </>
  );
}
