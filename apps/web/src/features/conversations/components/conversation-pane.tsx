import { ActionIcon, Anchor, Center, Group, Loader, Menu, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { ConversationDetail, Message } from "@stint/shared/conversations";
import { paths } from "@stint/shared/page-routes";
import { IconArrowLeft, IconDots, IconLock, IconLockOpen } from "@tabler/icons-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { isNotFound, LoadErrorPanel } from "../../../components/query-states.tsx";
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
        aria-label="Back to your conversations"
      >
        <IconArrowLeft size={20} aria-hidden />
      </ActionIcon>
      <OtherAvatar other={other} radius="xl" size={40} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Title order={2} fz="md" lh={1.3} style={{ overflowWrap: "anywhere" }}>
          {otherName(other)}
        </Title>
        {jobs.length > 0 && (
          <Text size="xs" c="gray.7" lineClamp={2}>
            About{" "}
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
            <ActionIcon variant="subtle" color="gray" size={40} aria-label="Conversation actions">
              <IconDots size={20} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {closed?.by === "me" ? (
              <Menu.Item leftSection={<IconLockOpen size={16} aria-hidden />} onClick={() => onBlock(false)}>
                Unblock {other.name}
              </Menu.Item>
            ) : (
              <Menu.Item color="red" leftSection={<IconLock size={16} aria-hidden />} onClick={() => onBlock(true)}>
                Block {other.name}
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
  const query = useConversation(id);
  const conversation = query.data;
  const [reporting, setReporting] = useState<Message | null>(null);
  const onNewest = useReadMarks(id, conversation);
  const block = useBlock(id);
  usePageTitle(conversation ? `Messages with ${otherName(conversation.other)}` : "Messages");

  const setBlocked = (blocked: boolean) => {
    const name = conversation ? otherName(conversation.other) : "them";
    const run = () =>
      block.mutate(blocked, {
        onSuccess: () =>
          notifications.show({
            color: "teal",
            message: blocked ? `You blocked ${name}.` : `You unblocked ${name}. You can write to each other again.`,
          }),
        onError: (error) =>
          notifications.show({
            color: "red",
            title: blocked ? "Not blocked" : "Not unblocked",
            message: error.message,
          }),
      });
    if (!blocked) return run();
    openConfirmDialog({
      title: `Block ${name}?`,
      children: (
        <Text size="sm">
          Neither of you will be able to send messages in this conversation. {name} is told that it is closed, not that
          you blocked them. You can unblock later.
        </Text>
      ),
      labels: { confirm: "Block", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: run,
    });
  };

  if (query.isPending) {
    return (
      <Center style={{ flex: 1 }}>
        <Loader size="sm" role="status" aria-label="Loading the conversation" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Stack p="md">
        {isNotFound(query.error) ? (
          <Text size="sm" c="gray.8">
            This conversation does not exist, or it is not yours.{" "}
            <Anchor component={Link} to={backTo}>
              Back to your conversations
            </Anchor>
          </Text>
        ) : (
          <LoadErrorPanel what="the conversation" error={query.error} onRetry={() => void query.refetch()} />
        )}
      </Stack>
    );
  }

  return (
    <>
      <ConversationHeader conversation={query.data} backTo={backTo} onBlock={setBlocked} />
      <MessageList conversationId={id} onReport={setReporting} onNewest={onNewest} />
      {query.data.canWrite ? (
        <ConversationComposer key={id} id={id} recipient={otherName(query.data.other)} />
      ) : (
        <ClosedNote conversation={query.data} onUnblock={() => setBlocked(false)} unblocking={block.isPending} />
      )}
      <ReportMessageDialog message={reporting} onClose={() => setReporting(null)} />
    </>
  );
}
