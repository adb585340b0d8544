import { Button, Center, Group, Loader, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { paths } from "@stint/shared/page-routes";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadErrorPanel } from "../../../components/query-states.tsx";
import { useMessages } from "../../../i18n/messages.ts";
import { useConversationPages } from "../api/list-conversations.ts";
import classes from "./conversations.module.css";
import { ConversationRow } from "./conversation-row.tsx";

type Props = {
  /** The words searched for (the URL's `q`). */
  q: string;
  onSearch: (q: string) => void;
  /** The conversation open beside the list, if any. */
  openId: string | null;
};

/** How long typing pauses before the search goes to the URL and the server. */
export const SEARCH_DEBOUNCE_MS = 300;

function InboxSearch({ q, onSearch }: Pick<Props, "q" | "onSearch">) {
  const { t } = useTranslation("conversations");
  const [text, setText] = useState(q);
  const [shown, setShown] = useState(q);
  // Back and forward change the URL's words: the box follows.
  if (shown !== q) {
    setShown(q);
    setText(q);
  }
  const search = useDebouncedCallback((words: string) => onSearch(words.trim()), SEARCH_DEBOUNCE_MS);
  return (
    <form
      role="search"
      aria-label={t("inbox.searchForm")}
      onSubmit={(event) => {
        event.preventDefault();
        search.cancel();
        onSearch(text.trim());
      }}
    >
      <TextInput
        type="search"
        aria-label={t("inbox.searchLabel")}
        placeholder={t("inbox.searchPlaceholder")}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        maxLength={100}
        onChange={(event) => {
          setText(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
      />
    </form>
  );
}

/** The inbox: newest message first, searched by name and job as one types, in pages. */
export function InboxPane({ q, onSearch, openId }: Props) {
  const { t } = useTranslation("conversations");
  const messages = useMessages();
  const pages = useConversationPages(q);
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <Stack gap="xs" className={classes.paneHeader}>
        <Group justify="space-between" gap="xs">
          <Title order={1} fz="lg">
            {t("inbox.title")}
          </Title>
          {pages.isFetching && !pages.isPending && !pages.isFetchingNextPage && (
            <Loader size="xs" aria-label={t("inbox.refreshing")} />
          )}
        </Group>
        <InboxSearch q={q} onSearch={onSearch} />
      </Stack>
      <nav aria-label={t("inbox.nav")} className={classes.scroll}>
        {pages.isPending ? (
          <Stack gap={0} aria-hidden>
            {[0, 1, 2, 3].map((index) => (
              <Group key={index} gap="sm" p="md" wrap="nowrap">
                <Skeleton height={44} circle />
                <Stack gap={6} style={{ flex: 1 }}>
                  <Skeleton height={12} width="50%" />
                  <Skeleton height={10} width="80%" />
                </Stack>
              </Group>
            ))}
          </Stack>
        ) : pages.isError && items.length === 0 ? (
          <Stack p="md">
            <LoadErrorPanel what={t("inbox.what")} error={pages.error} onRetry={() => void pages.refetch()} />
          </Stack>
        ) : items.length === 0 ? (
          <Text size="sm" c="gray.8" p="md" role="status">
            {q ? t("inbox.noMatch", { q }) : t("inbox.empty")}
          </Text>
        ) : (
          <ul className={classes.messageItems} aria-label={q ? t("inbox.listMatching", { q }) : t("inbox.list")}>
            {items.map((conversation) => (
              <li key={conversation.id}>
                <ConversationRow
                  conversation={conversation}
                  to={paths.conversation({ id: conversation.id, q })}
                  active={conversation.id === openId}
                />
              </li>
            ))}
          </ul>
        )}
        {pages.hasNextPage && (
          <Center p="sm">
            <Button
              variant="default"
              size="xs"
              onClick={() => void pages.fetchNextPage()}
              loading={pages.isFetchingNextPage}
            >
              {t("inbox.loadMore")}
            </Button>
          </Center>
        )}
        {pages.isFetchNextPageError && (
          <Text size="sm" c="red.8" ta="center" p="sm">
            {t("inbox.moreFailed", { error: pages.error ? messages.error(pages.error) : "" })}
          </Text>
        )}
      </nav>
    </>
  );
}
