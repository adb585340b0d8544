import { Alert, Button, Text } from "@mantine/core";
import type { ConversationDetail } from "@stint/shared/conversations";
import { IconLock, IconUserOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("conversations");
  const { other, closed } = conversation;
  if (other.deleted) {
    return (
      <div className={classes.composer}>
        <Alert color="gray" icon={<IconUserOff size={18} aria-hidden />} title={t("closed.deletedTitle")}>
          {t("closed.deletedText")}
        </Alert>
      </div>
    );
  }
  if (closed?.by === "me") {
    return (
      <div className={classes.composer}>
        <Alert color="orange" icon={<IconLock size={18} aria-hidden />} title={t("closed.blockedTitle")}>
          <Text size="sm">{t("closed.blockedText", { name: other.name })}</Text>
          <Button mt="xs" size="xs" variant="default" onClick={onUnblock} loading={unblocking}>
            {t("closed.unblock")}
          </Button>
        </Alert>
      </div>
    );
  }
  return (
    <div className={classes.composer}>
      <Alert color="gray" icon={<IconLock size={18} aria-hidden />} title={t("closed.title")}>
        {closed?.by === "other" ? t("closed.byOther", { name: other.name }) : t("closed.text")}
      </Alert>
    </div>
  );
}
