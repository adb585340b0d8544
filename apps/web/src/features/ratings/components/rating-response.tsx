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
import { CountedTextarea } from "../../../components/counted-textarea.tsx";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { formatDate } from "../../../lib/format.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { useDeleteRatingResponse } from "../api/delete-response.ts";
import { writeRatingResponse } from "../api/write-response.ts";

function ResponseForm({ rating, onDone }: { rating: Rating; onDone: () => void }) {
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
        title: editing ? "Response updated" : "Response published",
        message: "Everyone who reads this rating sees your response under it.",
      });
    },
  });
  const { form } = apiForm;
  return (
    <ApiFormShell
      apiForm={apiForm}
      label={editing ? "Edit your response" : "Respond to this rating"}
      errorTitle="The response was not saved"
    >
      <Stack gap="sm">
        <CountedTextarea
          label="Your public response"
          description="Shown under the rating, on your company page too."
          required
          max={MAX_RESPONSE_TEXT_LENGTH}
          minRows={4}
          autoFocus
          {...form.getInputProps("text")}
          value={form.values.text}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={apiForm.saving}>
            Cancel
          </Button>
          <Button type="submit" loading={apiForm.saving}>
            {editing ? "Save the response" : "Publish the response"}
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
  const headingId = useId();
  const [writing, setWriting] = useState(false);
  const remove = useDeleteRatingResponse();
  const { response, canRespond } = rating;
  if (!response && !canRespond) return null;

  const onDelete = () =>
    openConfirmDialog({
      title: "Delete your response?",
      children: <Text size="sm">Your public response to this rating is removed. You can write a new one later.</Text>,
      labels: { confirm: "Delete the response", cancel: "Keep it" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(rating.id, {
          onSuccess: () => notifications.show({ color: "gray", title: "Response deleted", message: "It is gone." }),
          onError: (error) =>
            notifications.show({ color: "red", title: "The response was not deleted", message: error.message }),
        }),
    });

  return (
    <Card component="section" aria-labelledby={headingId}>
      <Group gap="xs" mb="sm" wrap="nowrap">
        <IconMessageReply size={20} aria-hidden />
        <Title order={2} fz="lg" id={headingId}>
          {response ? `Response from ${rating.company.name}` : "Respond publicly"}
        </Title>
      </Group>
      {writing ? (
        <ResponseForm rating={rating} onDone={() => setWriting(false)} />
      ) : response ? (
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            {formatDate(response.createdAt)}
            {response.updatedAt !== response.createdAt && ` · edited ${formatDate(response.updatedAt)}`}
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
                Edit the response
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={onDelete}
                loading={remove.isPending}
              >
                Delete the response
              </Button>
            </Group>
          )}
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text size="sm" c="gray.8">
            You can post one public response to this rating: thank the student, or give your side. It shows under the
            rating on your company page.
          </Text>
          <Button leftSection={<IconMessageReply size={16} aria-hidden />} onClick={() => setWriting(true)}>
            Write a response
          </Button>
        </Stack>
      )}
    </Card>
  );
}
