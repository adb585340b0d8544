import { Box, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import {
  MAX_RESPONSE_TEXT_LENGTH,
  ratingResponseWriteSchema,
  type Rating,
  type RatingResponseWrite,
} from "@stint/shared/ratings";
import { IconEdit, IconMessageReply, IconTrash } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { CountedTextarea } from "../../../components/counted-textarea.tsx";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { formatDate } from "../../../lib/format.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { useDeleteRatingResponse } from "../api/delete-response.ts";
import { writeRatingResponse } from "../api/write-response.ts";

function ResponseForm({ rating, onDone }: { rating: Rating; onDone: () => void }) {
  const { t } = useTranslation("ratings");
  const editing = rating.response !== null;
  const apiForm = useApiForm<RatingResponseWrite, RatingResponseWrite, Rating>({
    initialValues: { text: rating.response?.text ?? "" },
    schema: ratingResponseWriteSchema,
    toPayload: (values) => ({ text: values.text.trim() }),
    submit: (payload) => writeRatingResponse(rating.id, payload),
    changes: (saved) => ["rating.saved", saved],
    onSuccess: () => {
      onDone();
      notifications.show({
        color: "teal",
        title: editing ? t("response.updated") : t("response.published"),
        message: t("response.publishedText"),
      });
    },
  });
  const { form } = apiForm;
  return (
    <ApiFormShell
      apiForm={apiForm}
      label={editing ? t("response.editForm") : t("response.form")}
      errorTitle={t("response.notSaved")}
    >
      <Stack gap="sm">
        <CountedTextarea
          label={t("response.label")}
          description={t("response.description")}
          required
          max={MAX_RESPONSE_TEXT_LENGTH}
          minRows={4}
          autoFocus
          {...form.getInputProps("text")}
          value={form.values.text}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={apiForm.saving}>
            {t("common:cancel")}
          </Button>
          <Button type="submit" loading={apiForm.saving}>
            {editing ? t("response.save") : t("response.publish")}
          </Button>
        </Group>
      </Stack>
    </ApiFormShell>
  );
}

/**
 * The rated company's one public response under a rating: shown to everyone who can read the rating; the
 * company writes, edits and deletes it (`canRespond`).
 */
export function RatingResponse({ rating }: { rating: Rating }) {
  const { t } = useTranslation("ratings");
  const { error: errorText } = useMessages();
  const headingId = useId();
  const [writing, setWriting] = useState(false);
  const remove = useDeleteRatingResponse();
  const { response, canRespond } = rating;
  if (!response && !canRespond) return null;

  const onDelete = () =>
    openConfirmDialog({
      title: t("response.deleteTitle"),
      children: <Text size="sm">{t("response.deleteText")}</Text>,
      labels: { confirm: t("response.delete"), cancel: t("keepIt") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(rating.id, {
          onSuccess: () =>
            notifications.show({ color: "gray", title: t("response.deleted"), message: t("response.deletedText") }),
          onError: (error) =>
            notifications.show({ color: "red", title: t("response.notDeleted"), message: errorText(error) }),
        }),
    });

  return (
    <Card component="section" aria-labelledby={headingId}>
      <Group gap="xs" mb="sm" wrap="nowrap">
        <IconMessageReply size={20} aria-hidden />
        <Title order={2} fz="lg" id={headingId}>
          {response ? t("response.from", { company: rating.company.name }) : t("response.respondTitle")}
        </Title>
      </Group>
      {writing ? (
        <ResponseForm rating={rating} onDone={() => setWriting(false)} />
      ) : response ? (
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            {response.updatedAt !== response.createdAt
              ? t("response.datedEdited", { date: formatDate(response.createdAt), edited: formatDate(response.updatedAt) })
              : formatDate(response.createdAt)}
          </Text>
          <Box component="blockquote" m={0} style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            <Text size="sm">{response.text}</Text>
          </Box>
          {canRespond && (
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                leftSection={<IconEdit size={14} aria-hidden />}
                onClick={() => setWriting(true)}
              >
                {t("response.edit")}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={onDelete}
                loading={remove.isPending}
              >
                {t("response.delete")}
              </Button>
            </Group>
          )}
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text size="sm" c="gray.8">
            {t("response.invitation")}
          </Text>
          <Button leftSection={<IconMessageReply size={16} aria-hidden />} onClick={() => setWriting(true)}>
            {t("response.write")}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
