import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  MAX_SAVED_FILTER_NAME_LENGTH,
  savedFilterPatchSchema,
  type SavedFilter,
  type SavedFilterPatch,
} from "@stint/shared/saved-filters";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { ApiFormShell } from "../../../lib/api-form-shell.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { useDeleteSavedFilter } from "../api/delete-saved-filter.ts";
import { useSavedFilters } from "../api/list-saved-filters.ts";
import { updateSavedFilter } from "../api/update-saved-filter.ts";

type Job = { id: string; title: string };

function RenameForm({ filter, onDone }: { filter: SavedFilter; onDone: () => void }) {
  const { t } = useTranslation("savedFilters");
  const apiForm = useApiForm<{ name: string }, SavedFilterPatch, SavedFilter>({
    initialValues: { name: filter.name },
    schema: savedFilterPatchSchema,
    submit: (patch) => updateSavedFilter(filter.id, patch),
    changes: "saved-filter.changed",
    onSuccess: (renamed) => {
      onDone();
      notifications.show({
        color: "teal",
        title: t("renamedTitle"),
        message: t("renamedText", { from: filter.name, to: renamed.name }),
      });
    },
  });
  return (
    <ApiFormShell apiForm={apiForm} label={t("renameLabel", { name: filter.name })} errorTitle={t("notRenamed")}>
      <Stack gap="sm">
        <TextInput
          label={t("newName", { name: filter.name })}
          required
          data-autofocus
          autoFocus
          maxLength={MAX_SAVED_FILTER_NAME_LENGTH}
          {...apiForm.form.getInputProps("name")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="xs" onClick={onDone} disabled={apiForm.saving}>
            {t("common:cancel")}
          </Button>
          <Button type="submit" size="xs" loading={apiForm.saving}>
            {t("saveName")}
          </Button>
        </Group>
      </Stack>
    </ApiFormShell>
  );
}

function DeleteConfirmation({ filter, onCancel }: { filter: SavedFilter; onCancel: () => void }) {
  const { t } = useTranslation("savedFilters");
  const messages = useMessages();
  const deletion = useDeleteSavedFilter();
  const remove = () =>
    deletion.mutate(filter.id, {
      onSuccess: () =>
        notifications.show({ color: "teal", title: t("deletedTitle"), message: t("deletedText", { name: filter.name }) }),
      onError: (error) => {
        if (isApiError(error, 404)) {
          notifications.show({ title: t("deletedTitle"), message: t("deletedAlready", { name: filter.name }) });
        }
      },
    });
  return (
    <Stack gap="xs" role="group" aria-label={t("deleteQuestion", { name: filter.name })}>
      <Text size="sm" fw={600}>
        {t("deleteText", { name: filter.name })}
      </Text>
      {deletion.isError && !isApiError(deletion.error, 404) && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {messages.error(deletion.error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" size="xs" onClick={onCancel} disabled={deletion.isPending} data-autofocus>
          {t("keep")}
        </Button>
        <Button color="red" size="xs" onClick={remove} loading={deletion.isPending}>
          {t("deleteConfirm")}
        </Button>
      </Group>
    </Stack>
  );
}

function SavedFilterItem({ filter, job }: { filter: SavedFilter; job: Job }) {
  const { t } = useTranslation("savedFilters");
  const [mode, setMode] = useState<"view" | "rename" | "delete">("view");
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      {mode === "rename" ? (
        <RenameForm filter={filter} onDone={() => setMode("view")} />
      ) : mode === "delete" ? (
        <DeleteConfirmation filter={filter} onCancel={() => setMode("view")} />
      ) : (
        <Group justify="space-between" gap="xs" wrap="wrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
              {filter.name}
            </Text>
            <Text size="xs" c="dimmed">
              {filter.jobId === null
                ? t("forAllJobs")
                : filter.jobId === job.id
                  ? t("onlyFor", { title: job.title })
                  : null}
            </Text>
          </div>
          <Group gap={6} wrap="nowrap">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => setMode("rename")}
              aria-label={t("renameLabel", { name: filter.name })}
            >
              {t("rename")}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => setMode("delete")}
              aria-label={t("deleteLabel", { name: filter.name })}
            >
              {t("delete")}
            </Button>
          </Group>
        </Group>
      )}
    </Paper>
  );
}

function SavedFilterList({ job }: { job: Job }) {
  const { t } = useTranslation("savedFilters");
  const messages = useMessages();
  const saved = useSavedFilters(job.id);
  if (saved.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t("loading")}>
        <Skeleton height={56} radius="md" />
        <Skeleton height={56} radius="md" />
      </Stack>
    );
  }
  if (saved.isError) {
    return (
      <Alert color="orange" variant="light" title={t("loadError")} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messages.error(saved.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void saved.refetch()} loading={saved.isFetching}>
            {t("common:tryAgain")}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (saved.data.items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("noneLeft")}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("yours")}>
      {saved.data.items.map((filter) => (
        <SavedFilterItem key={filter.id} filter={filter} job={job} />
      ))}
    </Stack>
  );
}

/** The saved filters of a job's lists (its own and those for all jobs), each to rename or delete (after asking). */
export function ManageSavedFiltersDialog({ opened, onClose, job }: { opened: boolean; onClose: () => void; job: Job }) {
  const { t } = useTranslation("savedFilters");
  return (
    <Modal opened={opened} onClose={onClose} title={t("title")} centered size="lg">
      <SavedFilterList job={job} />
    </Modal>
  );
}
