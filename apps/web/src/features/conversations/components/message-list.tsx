import { Button, Center, Loader, Stack, Text } from "@mantine/core";
import type { Message } from "@stint/shared/conversations";
import { useEffect, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LoadErrorPanel } from "../../../components/query-states.tsx";
import { useMessages } from "../../../i18n/messages.ts";
import { dayLabel, groupByDay } from "../day-groups.ts";
import { messagesOldestFirst, useMessagePages } from "../api/list-messages.ts";
import classes from "./conversations.module.css";
import { MessageItem } from "./message-item.tsx";

/** The newest of the viewer's messages the other side has read: "Seen" goes under it. */
export function lastSeenId(messages: readonly Message[]): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.fromMe && message.seen) return message.id;
  }
  return null;
}

/** Whether a scrolled box shows its end (within a few pixels, as a reader who scrolled down sees it). */
const atEnd = (box: HTMLElement) => box.scrollHeight - box.scrollTop - box.clientHeight < 48;

type Props = {
  conversationId: string;
  onReport: (message: Message) => void;
  /** Told the newest message shown, to mark the conversation read. */
  onNewest: (message: Message | null) => void;
};

/**
 * The messages, oldest first under day separators in the viewer's time zone, opened at the newest. Scrolling to
 * the top loads the earlier ones (or the button does), keeping the reader's place; a new message scrolls into
 * view when the reader was at the end, or wrote it.
 */
export function MessageList({ conversationId, onReport, onNewest }: Props) {
  const { t } = useTranslation("conversations");
  const errors = useMessages();
  const pages = useMessagePages(conversationId);
  const messages = messagesOldestFirst(pages.data?.pages);
  const box = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const before = useRef<{ first?: string; last?: string; height: number; atEnd: boolean }>({ height: 0, atEnd: true });
  const first = messages[0];
  const newest = messages[messages.length - 1];

  const firstId = first?.id;
  const newestId = newest?.id;
  const newestMine = newest?.fromMe === true;
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const was = before.current;
    if (newestId && was.last === undefined) element.scrollTop = element.scrollHeight;
    else if (firstId !== was.first && newestId === was.last) {
      // Earlier messages came in above: the reader stays on the message they were reading.
      element.scrollTop += element.scrollHeight - was.height;
    } else if (newestId !== was.last && (was.atEnd || newestMine)) element.scrollTop = element.scrollHeight;
    before.current = { first: firstId, last: newestId, height: element.scrollHeight, atEnd: atEnd(element) };
  }, [firstId, newestId, newestMine]);

  useEffect(() => onNewest(newest ?? null), [newest, onNewest]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !hasNextPage) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
      },
      { root: box.current, rootMargin: "200px 0px 0px 0px" },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const seenId = lastSeenId(messages);

  return (
    <div
      ref={box}
      className={`${classes.scroll} ${classes.messages}`}
      onScroll={(event) => {
        before.current.atEnd = atEnd(event.currentTarget);
        before.current.height = event.currentTarget.scrollHeight;
      }}
    >
      <div ref={top} />
      {pages.isPending ? (
        <Center py="xl">
          <Loader size="sm" role="status" aria-label={t("list.loading")} />
        </Center>
      ) : pages.isError && messages.length === 0 ? (
        <LoadErrorPanel what={t("list.what")} error={pages.error} onRetry={() => void pages.refetch()} />
      ) : (
        <>
          {hasNextPage && (
            <Center mb="sm">
              <Button variant="default" size="xs" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
                {t("list.loadEarlier")}
              </Button>
            </Center>
          )}
          {pages.isFetchNextPageError && (
            <Text size="sm" c="red.8" ta="center">
              {t("list.earlierFailed", { error: pages.error ? errors.error(pages.error) : "" })}
            </Text>
          )}
          {messages.length === 0 ? (
            <Text size="sm" c="gray.7" ta="center" py="xl">
              {t("list.empty")}
            </Text>
          ) : (
            <Stack gap={0} component="section" aria-label={t("list.label")}>
              {groupByDay(messages).map((group) => (
                <div key={group.day}>
                  <h3 className={classes.daySeparator}>{dayLabel(group.day)}</h3>
                  <ul className={classes.messageItems} aria-label={t("list.day", { day: dayLabel(group.day) })}>
                    {group.items.map((message) => (
                      <MessageItem
                        key={message.id}
                        message={message}
                        seenMark={message.id === seenId}
                        onReport={message.fromMe ? undefined : onReport}
                      />
                    ))}
                  </ul>
                </div>
              ))}
            </Stack>
          )}
        </>
      )}
    </div>
  );
}
