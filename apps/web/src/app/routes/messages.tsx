import { paths } from "@stint/shared/page-routes";
import { useParams, useSearchParams } from "react-router";
import { ConversationPane } from "../../features/conversations/components/conversation-pane.tsx";
import { InboxPane } from "../../features/conversations/components/inbox-pane.tsx";
import { MessagesLayout } from "../../features/conversations/components/messages-layout.tsx";
import { textParam } from "../../lib/search-params.ts";

/**
 * `/messages` and `/messages/:id`: the inbox (searched with `?q=`, kept while moving between conversations) and,
 * beside it on a wide screen or alone on a phone, the open conversation.
 */
export function MessagesRoute() {
  const { id = null } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = textParam(searchParams, "q", 100);
  return (
    <MessagesLayout
      list={
        <InboxPane
          q={q}
          openId={id}
          onSearch={(words) => setSearchParams(words ? { q: words } : {}, { replace: true, preventScrollReset: true })}
        />
      }
      conversation={id ? <ConversationPane key={id} id={id} backTo={paths.messages({ q })} /> : null}
    />
  );
}
