import { ActionIcon, Alert, Button, Group, Pill, Stack, Text } from "@mantine/core";
import { MAX_MESSAGE_LENGTH, MAX_MESSAGE_ATTACHMENTS } from "@stint/shared/conversations";
import type { OwnFile } from "@stint/shared/files";
import { IconPaperclip, IconSend } from "@tabler/icons-react";
import { useEffect, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { CountedTextarea } from "../../../components/counted-textarea.tsx";
import { useMessages } from "../../../i18n/messages.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { useMediaMatch } from "../../../lib/use-media-match.ts";
import type { UseMutationResult } from "@tanstack/react-query";
import type { SendInput } from "../api/conversation-mutations.ts";
import { readDraft, writeDraft } from "../drafts.ts";
import { AttachmentPicker } from "./attachment-picker.tsx";
import classes from "./conversations.module.css";

type Props<Result> = {
  /** Where the draft is kept: the conversation's id, or the new message's target. */
  draftKey: string;
  recipient: string;
  /** Sends the text and files (a message in a conversation, or the first one to someone). */
  send: UseMutationResult<Result, Error, SendInput>;
  /** After the answer: e.g. open the conversation the first message landed in. */
  onSent?: (result: Result) => void;
};

/**
 * The message box: Enter sends, Shift+Enter starts a new line (and the button sends too; on a touch screen only
 * the button, Enter starting a new line there). What is typed is kept
 * per conversation for the tab's life (sessionStorage), and stays when sending fails. Mount it with
 * `key={draftKey}`.
 */
export function Composer<Result>({ draftKey, recipient, send, onSent }: Props<Result>) {
  const { t } = useTranslation("conversations");
  const messages = useMessages();
  const [text, setText] = useState(() => readDraft(draftKey));
  const [files, setFiles] = useState<OwnFile[]>([]);
  const [picking, setPicking] = useState(false);
  const touch = useMediaMatch("(pointer: coarse)");

  useEffect(() => writeDraft(draftKey, text), [draftKey, text]);

  const body = text.trim();
  const canSend = (body.length > 0 || files.length > 0) && !send.isPending;

  const submit = () => {
    if (!canSend) return;
    const sent = text;
    send.mutate(
      { body, fileIds: files.map((file) => file.id) },
      {
        onSuccess: (result) => {
          // Whatever was typed while it was on its way stays.
          setText((current) => (current === sent ? "" : current));
          setFiles([]);
          // The screen may have been left meanwhile: the stored draft goes too, unless more was typed since.
          if (readDraft(draftKey) === sent) writeDraft(draftKey, "");
          onSent?.(result);
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // On a touch screen Enter starts a new line, as its keyboard shows; the button sends.
    if (touch || event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const fieldError = isApiError(send.error) ? send.error.fields.body : undefined;

  return (
    <form
      className={classes.composer}
      aria-label={t("composer.label", { name: recipient })}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        {send.isError && !fieldError && (
          <Alert color="red" title={t("composer.notSentTitle")} withCloseButton onClose={() => send.reset()}>
            {t("composer.notSentText", { error: messages.error(send.error) })}
          </Alert>
        )}
        {files.length > 0 && (
          <Group gap={6} aria-label={t("composer.files")} role="list">
            {files.map((file) => (
              <Pill
                key={file.id}
                role="listitem"
                withRemoveButton
                removeButtonProps={{ "aria-label": t("composer.removeFile", { name: file.name }) }}
                onRemove={() => setFiles((current) => current.filter((other) => other.id !== file.id))}
              >
                {file.name}
              </Pill>
            ))}
          </Group>
        )}
        {/* One row, as chat boxes are: attach, the text (growing with it), send; the hint and count under it. */}
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ActionIcon
            variant="subtle"
            color="gray"
            size={36}
            onClick={() => setPicking(true)}
            aria-label={files.length > 0 ? t("composer.attachChosen", { count: files.length }) : t("composer.attach")}
          >
            <IconPaperclip size={20} aria-hidden />
          </ActionIcon>
          <CountedTextarea
            aria-label={t("composer.message")}
            description={touch ? undefined : t("composer.hint")}
            inputWrapperOrder={["label", "input", "description", "error"]}
            max={MAX_MESSAGE_LENGTH}
            minRows={1}
            maxRows={8}
            value={text}
            error={fieldError && messages.field(fieldError)}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            placeholder={t("composer.placeholder", { name: recipient })}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button
            type="submit"
            aria-label={t("composer.send")}
            loading={send.isPending}
            disabled={!canSend && !send.isPending}
            h={36}
            px="sm"
          >
            <Group gap={6} wrap="nowrap">
              {/* The word from xs up; a phone keeps the width for the text. */}
              <Text span inherit visibleFrom="xs">
                {t("composer.send")}
              </Text>
              <IconSend size={16} aria-hidden />
            </Group>
          </Button>
        </Group>
      </Stack>
      <AttachmentPicker
        opened={picking}
        onClose={() => setPicking(false)}
        chosen={files}
        onChoose={setFiles}
        max={MAX_MESSAGE_ATTACHMENTS}
      />
    </form>
  );
}
