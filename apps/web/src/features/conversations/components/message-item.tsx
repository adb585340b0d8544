import { ActionIcon, Anchor, Group, Menu, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { Message } from "@stint/shared/conversations";
import { IconDots, IconFlag, IconPaperclip } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatBytes } from "../../../lib/format.ts";
import { messageTime } from "../day-groups.ts";
import classes from "./conversations.module.css";
import { MessageText } from "./message-text.tsx";

type Props = {
  message: Message;
  /** "Seen" goes under the last of the viewer's messages the other side has read. */
  seenMark: boolean;
  /** Offered on the other side's messages. */
  onReport?: (message: Message) => void;
};

/** One message: its text with clickable links, its files as download links, its time, and "Seen" when it is. */
export function MessageItem({ message, seenMark, onReport }: Props) {
  const { t } = useTranslation("conversations");
  const time = messageTime(message.sentAt);
  return (
    <li className={classes.message} data-mine={message.fromMe || undefined}>
      <div className={classes.bubble}>
        {/* Who wrote it and when, for a screen reader; the side of the bubble and the line below say it to the eye. */}
        <VisuallyHidden>{`${t("message.who", { mine: String(message.fromMe), name: message.senderName, time })} `}</VisuallyHidden>
        {message.body && (
          <Text component="div" size="sm" inherit>
            <MessageText text={message.body} />
          </Text>
        )}
        {message.attachments.length > 0 && (
          <Stack gap={4} mt={message.body ? 6 : 0} align="flex-start">
            {message.attachments.map((file) => (
              <Anchor
                key={file.fileId}
                href={file.url}
                download={file.name}
                size="sm"
                c="inherit"
                underline="always"
                className={classes.attachment}
              >
                <IconPaperclip size={14} aria-hidden />
                <span>{t("message.file", { name: file.name, size: formatBytes(file.size) })}</span>
              </Anchor>
            ))}
          </Stack>
        )}
        {seenMark && <VisuallyHidden>{t("message.seenHidden")}</VisuallyHidden>}
      </div>
      <Group gap={4} wrap="nowrap" mt={2}>
        <Text size="xs" c="gray.7" aria-hidden>
          <time dateTime={message.sentAt}>{time}</time>
          {seenMark && ` · ${t("message.seen")}`}
        </Text>
        {onReport && (
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t("message.actions", { name: message.senderName, time })}
              >
                <IconDots size={14} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconFlag size={14} aria-hidden />} onClick={() => onReport(message)}>
                {t("message.report")}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </li>
  );
}
