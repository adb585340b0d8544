import { Alert, Button, Text } from "@mantine/core";
import type { ConversationDetail } from "@stint/shared/conversations";
import { IconLock, IconUserOff } from "@tabler/icons-react";
import classes from "./conversations.module.css";

/** What stands where the message box would, when no one may write: who closed it, or that the account is gone. */
export function ClosedNote({
  conversation,
  onUnblock,
  unblocking,
}: {
  conversation: ConversationDetail;
  onUnblock: () => void;
  unblocking: boolean;
}) {
  const { other, closed } = conversation;
  if (other.deleted) {
    return (
      <div className={classes.composer}>
        <Alert color="gray" icon={<IconUserOff size={18} aria-hidden />} title="This account was deleted">
          The conversation stays here for your records. No one can reply to it.
        </Alert>
      </div>
    );
  }
  if (closed?.by === "me") {
    return (
      <div className={classes.composer}>
        <Alert color="orange" icon={<IconLock size={18} aria-hidden />} title="You blocked this conversation">
          <Text size="sm">Neither of you can send messages. {other.name} is told the conversation is closed.</Text>
          <Button mt="xs" size="xs" variant="default" onClick={onUnblock} loading={unblocking}>
            Unblock
          </Button>
        </Alert>
      </div>
    );
  }
  return (
    <div className={classes.composer}>
      <Alert color="gray" icon={<IconLock size={18} aria-hidden />} title="This conversation is closed">
        {closed?.by === "other"
          ? `${other.name} closed this conversation. You can no longer send messages here.`
          : "You can no longer send messages in this conversation."}
      </Alert>
    </div>
  );
}
