import { Button, List, Stack, Text } from "@mantine/core";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import type { Job } from "@stint/shared/jobs";
import { IconEdit, IconLock, IconLockOpen, IconSend, IconTrash, IconUserCheck, IconUsers } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { RejectDialog } from "../../../components/reject-dialog.tsx";
import { paths } from "@stint/shared/page-routes";
import { useMessages } from "../../../i18n/messages.ts";
import { ApiError, isApiError } from "../../../lib/api-client.ts";
import { closeJobAnsweringApplicants, countOpenApplications } from "../api/close-job-answering.ts";
import { useCloseJob } from "../api/close-job.ts";
import { useDeleteJob } from "../api/delete-job.ts";
import { forgetJob } from "../api/job-cache.ts";
import { usePublishJob } from "../api/publish-job.ts";
import { useReopenJob } from "../api/reopen-job.ts";

type Messages = ReturnType<typeof useMessages>;

/** A refusal as a toast; a "not complete yet" refusal lists what is missing. */
function showError(messages: Messages, title: string, error: Error) {
  const fields = error instanceof ApiError ? Object.values(error.fields).map(messages.field) : [];
  notifications.show({
    color: "red",
    title,
    autoClose: fields.length > 0 ? 12_000 : 6000,
    message:
      fields.length > 0 ? (
        <>
          <Text size="sm">{messages.error(error)}</Text>
          <List size="sm" mt={4}>
            {fields.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </>
      ) : (
        messages.error(error)
      ),
  });
}

/**
 * What the owning company can do with its job here: edit, publish, find candidates for it, close (after asking),
 * reopen, delete (after asking).
 */
export function JobOwnerActions({ job }: { job: Job }) {
  const { t } = useTranslation("jobs");
  const messages = useMessages();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const publish = usePublishJob();
  const close = useCloseJob();
  const reopen = useReopenJob();
  const remove = useDeleteJob();
  const [checking, setChecking] = useState(false);
  /** Open applications found when closing: the dialog that answers them all before the job closes. */
  const [openCount, setOpenCount] = useState(0);
  const [answering, setAnswering] = useState(false);
  const answerFirst = (count: number) => {
    setOpenCount(count);
    setAnswering(true);
  };
  const busy = publish.isPending || close.isPending || reopen.isPending || remove.isPending || checking;

  const onPublish = () =>
    publish.mutate(job.id, {
      onSuccess: (saved) =>
        notifications.show({
          color: "teal",
          title: t("owner.publishedTitle"),
          message: t("owner.publishedText", { title: saved.title }),
        }),
      onError: (error) => showError(messages, t("owner.notPublished"), error),
    });

  const onReopen = () =>
    reopen.mutate(job.id, {
      onSuccess: () =>
        notifications.show({
          color: "teal",
          title: t("owner.reopenedTitle"),
          message: t("owner.reopenedText"),
        }),
      onError: (error) => showError(messages, t("owner.notReopened"), error),
    });

  /** Closing with applicants waiting answers them first (PRODUCT §3: no silent rejection). */
  const onClose = async () => {
    setChecking(true);
    try {
      const count = await countOpenApplications(job.id);
      if (count > 0) answerFirst(count);
      else confirmClose();
    } catch (error) {
      showError(messages, t("owner.notClosed"), error as Error);
    } finally {
      setChecking(false);
    }
  };

  const confirmClose = () =>
    openConfirmDialog({
      title: t("owner.closeTitle"),
      // What closing does on the server (close-job.ts, get-job.ts, invitations.ts), so nothing surprises later.
      children: (
        <Stack gap="xs">
          <Text size="sm">{t("owner.closeIntro", { title: job.title })}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t("owner.closeSearch")}</List.Item>
            <List.Item>{t("owner.closeApplications")}</List.Item>
            <List.Item>{t("owner.closePage")}</List.Item>
          </List>
          <Text size="sm">{t("owner.closeReopen")}</Text>
        </Stack>
      ),
      labels: { confirm: t("owner.closeConfirm"), cancel: t("owner.keepOpen") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        close.mutate(job.id, {
          onSuccess: () =>
            notifications.show({
              color: "gray",
              title: t("owner.closedTitle"),
              message: t("owner.closedText"),
            }),
          onError: async (error) => {
            // Someone applied meanwhile: the job cannot close with them unanswered.
            if (isApiError(error, 409)) {
              const count = await countOpenApplications(job.id).catch(() => 0);
              if (count > 0) {
                answerFirst(count);
                return;
              }
            }
            showError(messages, t("owner.notClosed"), error);
          },
        }),
    });

  const onDelete = () =>
    openConfirmDialog({
      title: t("owner.deleteTitle"),
      children: (
        <Text size="sm">
          {t("owner.deleteText", { title: job.title, published: String(job.status === "published") })}
        </Text>
      ),
      labels: { confirm: t("owner.deleteConfirm"), cancel: t("common:cancel") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(job, {
          onSuccess: async () => {
            notifications.show({
              color: "gray",
              title: t("owner.deletedTitle"),
              message: t("owner.deletedText", { title: job.title }),
            });
            await navigate(paths.jobList({ mine: "true" }), { replace: true });
            forgetJob(queryClient, job.id);
          },
          onError: (error) => showError(messages, t("owner.notDeleted"), error),
        }),
    });

  return (
    <Stack gap="xs">
      <Button
        component={Link}
        to={paths.jobEdit({ id: job.id })}
        leftSection={<IconEdit size={16} aria-hidden />}
        fullWidth
      >
        {t("owner.edit")}
      </Button>
      {job.status === "draft" && (
        <Button
          variant="light"
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={onPublish}
          loading={publish.isPending}
          disabled={busy}
          fullWidth
        >
          {t("owner.publish")}
        </Button>
      )}
      {job.status === "published" && (
        <Button
          component={Link}
          to={paths.companyMatching({ id: job.id })}
          variant="light"
          leftSection={<IconUsers size={16} aria-hidden />}
          fullWidth
        >
          {t("owner.findCandidates")}
        </Button>
      )}
      {job.status !== "draft" && (
        <Button
          component={Link}
          to={paths.jobApplicants({ id: job.id })}
          variant="light"
          leftSection={<IconUserCheck size={16} aria-hidden />}
          fullWidth
        >
          {t("owner.applicants")}
        </Button>
      )}
      {job.status === "published" && (
        <Button
          variant="default"
          leftSection={<IconLock size={16} aria-hidden />}
          onClick={() => void onClose()}
          loading={close.isPending || checking}
          disabled={busy}
          fullWidth
        >
          {t("owner.close")}
        </Button>
      )}
      {job.status === "closed" && (
        <Button
          variant="light"
          leftSection={<IconLockOpen size={16} aria-hidden />}
          onClick={onReopen}
          loading={reopen.isPending}
          disabled={busy}
          fullWidth
        >
          {t("owner.reopen")}
        </Button>
      )}
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={onDelete}
        loading={remove.isPending}
        disabled={busy}
        fullWidth
      >
        {t("owner.delete")}
      </Button>
      <RejectDialog
        opened={answering}
        onClose={() => setAnswering(false)}
        title={t("owner.closeTitle")}
        defaultReason="job-closed"
        messageLabel={t("owner.answerMessage")}
        confirmLabel={t("owner.answerConfirm", { count: openCount })}
        cancelLabel={t("owner.keepOpen")}
        submit={(reason) => closeJobAnsweringApplicants(job.id, reason)}
        changes={["job.closed-answering", job]}
        onDone={async (result) => {
          notifications.show({
            color: "gray",
            title: t("owner.closedTitle"),
            message: t("owner.answeredText", { count: result.rejected }),
          });
        }}
        errorTitle={t("owner.answerError")}
      >
        <Text size="sm">{t("owner.answerText", { count: openCount, title: job.title })}</Text>
      </RejectDialog>
    </Stack>
  );
}
