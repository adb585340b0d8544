import { ActionIcon, Indicator } from "@mantine/core";
import { paths } from "@stint/shared/page-routes";
import { IconMessageCircle } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useConversationUnreadCount } from "../api/unread-count.ts";

/** "Messages, 2 unread conversations", as the header's link is announced. */
export function messagesLinkLabel(t: TFunction, unread: number | undefined) {
  return t("conversations:link.label", { count: unread ?? 0 });
}

/**
 * The header's link to the inbox, with the number of conversations that have unread messages. No polling: the
 * live channel refreshes the count (every query under `conversationKeys.all`) when a message arrives.
 */
export function MessagesLink({ active }: { active: boolean }) {
  // The header must not wait for this namespace (it would hold the whole shell): until it is in, the link is
  // named by the always-loaded `common` ("Messages"), then with its unread count.
  const { t, ready } = useTranslation("conversations", { useSuspense: false });
  const unread = useConversationUnreadCount().data?.conversations ?? 0;
  return (
    <Indicator
      label={<span aria-hidden>{unread > 99 ? "99+" : unread}</span>}
      disabled={unread === 0}
      size={18}
      offset={6}
      color="red.9"
    >
      <ActionIcon
        component={Link}
        to={paths.messages()}
        variant={active ? "light" : "subtle"}
        color={active ? "stint" : "gray"}
        size={40}
        radius="xl"
        aria-label={ready ? messagesLinkLabel(t, unread) : t("common:messages")}
        aria-current={active ? "page" : undefined}
      >
        <IconMessageCircle size={22} stroke={1.8} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
