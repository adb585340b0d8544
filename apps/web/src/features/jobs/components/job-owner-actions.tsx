import { Button, List, Stack, Text } from "@mantine/core";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import type { Job } from "@stint/shared/jobs";
import { IconEdit, IconLock, IconLockOpen, IconSend, IconTrash, IconUserCheck, IconUsers } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { RejectDialog } from "../../../components/reject-dialog.tsx";
import { paths } from "@stint/shared/page-routes";
import { ApiError, isApiError } from "../../../lib/api-client.ts";
import { closeJobAnsweringApplicants, countOpenApplications } from "../api/close-job-answering.ts";
import { useCloseJob } from "../api/close-job.ts";
import { useDeleteJob } from "../api/delete-job.ts";
import { forgetJob } from "../api/job-cache.ts";
import { usePublishJob } from "../api/publish-job.ts";
import { useReopenJob } from "../api/reopen-job.ts";

/** A refusal as a toast; a "not complete yet" refusal lists what is missing. */
function showError(title: string, error: Error) {
  const fields = error instanceof ApiError ? Object.values(error.fields) : [];
  notifications.show({
    color: "red",
    title,
    autoClose: fields.length > 0 ? 12_000 : 6000,
    message:
      fields.length > 0 ? (
        <>
          <Text size="sm">{error.message}</Text>
          <List size="sm" mt={4}>
            {fields.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </>
      ) : (
        error.message
      ),
  });
}

/**
 * What the owning company can do with its job here: edit, publish, find candidates for it, close (after asking),
 * reopen, delete (after asking).
 */
export function JobOwnerActions({ job }: { job: Job }) {
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
          title: "Job published",
          message: `Students can now find “${saved.title}”.`,
        }),
      onError: (error) => showError("The job was not published", error),
    });

  const onReopen = () =>
    reopen.mutate(job.id, {
      onSuccess: () =>
        notifications.show({
          color: "teal",
          title: "Job reopened",
          message: "It is published again and takes applications.",
        }),
      onError: (error) => showError("The job was not reopened", error),
    });

  /** Closing with applicants waiting answers them first (PRODUCT §3: no silent rejection). */
  const onClose = async () => {
    setChecking(true);
    try {
      const count = await countOpenApplications(job.id);
      if (count > 0) answerFirst(count);
      else confirmClose();
    } catch (error) {
      showError("The job was not closed", error as Error);
    } finally {
      setChecking(false);
    }
  };

  const confirmClose = () =>
    openConfirmDialog({
      title: "Close this job?",
      // What closing does on the server (close-job.ts, get-job.ts, invitations.ts), so nothing surprises later.
      children: (
        <Stack gap="xs">
          <Text size="sm">Closing “{job.title}”:</Text>
          <List size="sm" spacing={4}>
            <List.Item>takes it out of the job search and off your company page;</List.Item>
            <List.Item>stops applications, and invitations not yet answered can no longer be accepted;</List.Item>
            <List.Item>
              keeps its page, marked as closed, for anyone with the link and for the students who applied.
            </List.Item>
          </List>
          <Text size="sm">You can reopen it at any time.</Text>
        </Stack>
      ),
      labels: { confirm: "Close the job", cancel: "Keep it open" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        close.mutate(job.id, {
          onSuccess: () =>
            notifications.show({
              color: "gray",
              title: "Job closed",
              message: "It is out of the job search and takes no more applications.",
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
            showError("The job was not closed", error);
          },
        }),
    });

  const onDelete = () =>
    openConfirmDialog({
      title: "Delete this job?",
      children: (
        <Text size="sm">
          “{job.title}” is removed for good. This cannot be undone.
          {job.status === "published" && " If you only want to stop applications, close it instead."}
        </Text>
      ),
      labels: { confirm: "Delete the job", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(job, {
          onSuccess: async () => {
            notifications.show({ color: "gray", title: "Job deleted", message: `“${job.title}” is gone.` });
            await navigate(paths.jobList({ mine: "true" }), { replace: true });
            forgetJob(queryClient, job.id);
          },
          onError: (error) => showError("The job was not deleted", error),
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
        Edit the job
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
          Publish
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
          Find candidates
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
          Applicants
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
          Close the job
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
          Reopen
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
        Delete
      </Button>
      <RejectDialog
        opened={answering}
        onClose={() => setAnswering(false)}
        title="Close this job?"
        defaultReason="job-closed"
        messageLabel="Message to the applicants"
        confirmLabel={`Reject ${openCount} and close the job`}
        cancelLabel="Keep it open"
        submit={(reason) => closeJobAnsweringApplicants(job.id, reason)}
        changes={["job.closed-answering", job]}
        onDone={async (result) => {
          notifications.show({
            color: "gray",
            title: "Job closed",
            message: `${result.rejected} ${result.rejected === 1 ? "applicant was" : "applicants were"} told that the application was not successful. The job no longer takes applications.`,
          });
        }}
        errorTitle="Nothing was changed: the job is still open"
      >
        <Text size="sm">
          {openCount === 1 ? "1 applicant still waits" : `${openCount} applicants still wait`} for your answer to “
          {job.title}”. Closing answers them in the same step: each open application is rejected with the reason below
          and its student is told. Then the job closes; you can reopen it later.
        </Text>
      </RejectDialog>
    </Stack>
  );
}
