import { Alert, Button, Card, Checkbox, Group, List, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { isOpenApplicationStatus } from "@stint/shared/applications";
import { IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { RejectDialog } from "../../../components/reject-dialog.tsx";
import { moveApplication } from "../api/move-application.ts";
import { rejectEach, summarizeBulkReject, type BulkRejectSummary } from "../bulk-reject.ts";
import type { PipelineApplicant } from "./pipeline-applicant.ts";

type Selected = { applicationId: string; name: string };

/** Which applicants are ticked for a bulk rejection (by application), across pages of the list. */
export function useApplicantSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, Selected>>(new Map());
  const set = (applicants: readonly Selected[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const applicant of applicants) {
        if (on) next.set(applicant.applicationId, applicant);
        else next.delete(applicant.applicationId);
      }
      return next;
    });
  return {
    selected,
    isSelected: (applicationId: string) => selected.has(applicationId),
    set,
    clear: () => setSelected(new Map()),
  };
}
export type ApplicantSelection = ReturnType<typeof useApplicantSelection>;

/** A row's checkbox; only open applications can be selected (nothing to reject otherwise). */
export function ApplicantCheckbox({
  applicant,
  selection,
}: {
  applicant: PipelineApplicant;
  selection: ApplicantSelection;
}) {
  const { t } = useTranslation("applications");
  if (!isOpenApplicationStatus(applicant.status)) return null;
  return (
    <Checkbox
      mt={4}
      aria-label={t("bulk.select", { name: applicant.name })}
      checked={selection.isSelected(applicant.applicationId)}
      onChange={(event) => selection.set([applicant], event.currentTarget.checked)}
    />
  );
}

/** What a bulk rejection left undone, until dismissed: each applicant it could not reject, and why. */
function Failures({ summary, onClose }: { summary: BulkRejectSummary; onClose: () => void }) {
  const { t } = useTranslation("applications");
  return (
    <Alert
      variant="light"
      color={summary.rejected === 0 ? "red" : "orange"}
      title={summary.title}
      withCloseButton
      closeButtonLabel={t("common:dismiss")}
      onClose={onClose}
      role="alert"
    >
      <Text size="sm">{t("bulk.failures")}</Text>
      <List size="sm" mt={4}>
        {summary.failed.map((failure) => (
          <List.Item key={failure.applicationId}>
            {t("bulk.failure", { name: failure.name, reason: failure.reason })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * Above the applicants: "Select all on this page" (the open applications loaded), how many are selected, and
 * "Reject selected" with one reason (one call per application; a partial failure says who and why).
 */
export function BulkRejectBar({
  applicants,
  selection,
  jobTitle,
}: {
  /** The applicants loaded so far. */
  applicants: readonly PipelineApplicant[];
  selection: ApplicantSelection;
  jobTitle: string;
}) {
  const { t } = useTranslation("applications");
  const messages = useMessages();
  const [rejecting, setRejecting] = useState(false);
  const [failures, setFailures] = useState<BulkRejectSummary | null>(null);
  const open = applicants.filter((applicant) => isOpenApplicationStatus(applicant.status));
  const count = selection.selected.size;
  const pageSelected = open.filter((applicant) => selection.isSelected(applicant.applicationId)).length;

  if (open.length === 0 && count === 0 && !failures) return null;

  const chosen = [...selection.selected.values()];
  return (
    <>
      {failures && <Failures summary={failures} onClose={() => setFailures(null)} />}
      {(open.length > 0 || count > 0) && (
        <Card padding="xs" px="md" withBorder>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Checkbox
              label={count > 0 ? t("bulk.selected", { count }) : t("bulk.selectPage")}
              aria-label={count > 0 ? t("bulk.selectedSelectPage", { count }) : t("bulk.selectPage")}
              checked={open.length > 0 && pageSelected === open.length}
              indeterminate={pageSelected > 0 && pageSelected < open.length}
              disabled={open.length === 0}
              onChange={() => selection.set(open, pageSelected < open.length)}
            />
            <Group gap="xs">
              {count > 0 && (
                <Button variant="subtle" color="gray" size="xs" onClick={selection.clear}>
                  {t("bulk.clear")}
                </Button>
              )}
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconX size={14} aria-hidden />}
                disabled={count === 0}
                onClick={() => setRejecting(true)}
              >
                {t("bulk.rejectSelected")}
              </Button>
            </Group>
          </Group>
        </Card>
      )}
      <RejectDialog
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={t("bulk.title", { count })}
        messageLabel={t("bulk.messageLabel")}
        confirmLabel={t("bulk.confirm", { count })}
        submit={(payload) =>
          rejectEach(
            chosen,
            (applicationId) => moveApplication(applicationId, { status: "rejected", ...payload }),
            messages.error,
          )
        }
        changes="application.moved"
        onDone={(outcomes) => {
          const summary = summarizeBulkReject(outcomes, t);
          notifications.show({ color: summary.color, title: summary.title, message: summary.message });
          setFailures(summary.failed.length > 0 ? summary : null);
          selection.clear();
        }}
        errorTitle={t("bulk.errorTitle")}
      >
        <Text size="sm">{t("bulk.text", { title: jobTitle })}</Text>
        <Text size="sm" c="dimmed">
          {chosen.map((applicant) => applicant.name).join(", ")}
        </Text>
      </RejectDialog>
    </>
  );
}
