import { Button, Menu, Text } from "@mantine/core";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import {
  APPLICATION_STATUS_LABELS,
  REJECT_REASON_LABELS,
  type ApplicationDetail,
  type ApplicationMove,
} from "@stint/shared/applications";
import { IconArrowRight, IconChevronDown, IconConfetti, IconX } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { RejectDialog } from "../../../components/reject-dialog.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { applyChange } from "../../../lib/change-effects.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import { moveApplication } from "../api/move-application.ts";
import { MOVE_LABELS, pipelineActions } from "../pipeline-moves.ts";
import { CompanyOfferActions } from "./company-offer-actions.tsx";
import { OfferDialog, type OfferDefaults } from "./offer-dialog.tsx";
import type { PipelineApplicant } from "./pipeline-applicant.ts";
import { possessive } from "../../../lib/possessive.ts";

type Props = {
  applicant: PipelineApplicant;
  jobTitle: string;
  /** What a new offer's form starts from (the job's start date and pay). */
  offerDefaults?: OfferDefaults;
};

const NO_DEFAULTS: OfferDefaults = { startDate: null, pay: null };

/** The toast after a move: what it means for the applicant (a match from shortlisting on). */
function movedMessage(saved: ApplicationDetail, name: string) {
  const status = APPLICATION_STATUS_LABELS[saved.status];
  if (saved.status === "hired") return `${name} is hired and has been told. Congratulations!`;
  if (saved.status === "offer") return `${name} has been told the terms and can accept or decline them.`;
  if (saved.status === "rejected") {
    return `${name} has been told (${saved.reasonCode ? REJECT_REASON_LABELS[saved.reasonCode] : "no reason"}).`;
  }
  if (saved.matchId && saved.status === "shortlisted") {
    return `${name} is shortlisted and told so. You matched: you now see each other's contact details.`;
  }
  return `${possessive(name)} application is now “${status}”; they have been told.`;
}

/**
 * Someone else moved the application first (409): the list is refreshed and a toast says so with the API's
 * words. Returns whether the error was such a refusal.
 */
export function useChangedMeanwhile() {
  const queryClient = useQueryClient();
  return async (error: unknown, name: string) => {
    if (!isApiError(error, 409)) return false;
    notifications.show({
      color: "orange",
      title: `${possessive(name)} application changed meanwhile`,
      message: `${error.message} The list now shows where it stands.`,
      autoClose: 10_000,
    });
    await applyChange(queryClient, "application.moved");
    return true;
  };
}

/**
 * An application's pipeline buttons for its company: the next step, a menu of later steps to skip to, and
 * Reject; an offer is made in a dialog with its terms, and at `offer` the offer's state, Hire once the student
 * accepted it, and Change the offer while they have not answered. Hiring and rejecting ask first. Nothing once
 * it is final.
 */
export function CompanyApplicantActions({ applicant, jobTitle, offerDefaults = NO_DEFAULTS }: Props) {
  const changedMeanwhile = useChangedMeanwhile();
  const [rejecting, setRejecting] = useState(false);
  const [offering, setOffering] = useState(false);
  const actions = pipelineActions(applicant.status);
  const name = applicant.name;

  const move = useApiMutation({
    mutationFn: (body: ApplicationMove) => moveApplication(applicant.applicationId, body),
    changes: (saved) => ["application.moved", [saved]],
    onSuccess: (saved) => {
      notifications.show({
        color: saved.status === "hired" ? "green" : "teal",
        title: saved.status === "hired" ? "Hired" : `Moved to ${APPLICATION_STATUS_LABELS[saved.status]}`,
        message: movedMessage(saved, name),
      });
    },
    onError: async (error) => {
      if (await changedMeanwhile(error, name)) return;
      notifications.show({ color: "red", title: "The application was not moved", message: error.message });
    },
  });

  if (!actions.next && !actions.canReject) return null;

  const confirmHire = () =>
    openConfirmDialog({
      title: `Hire ${name}?`,
      children: (
        <Text size="sm">
          {name} accepted your offer and is told that you hire them for “{jobTitle}”. Hiring is final: the application
          cannot be moved again.
        </Text>
      ),
      labels: { confirm: `Hire ${name}`, cancel: "Not yet" },
      confirmProps: { color: "green" },
      onConfirm: () => move.mutate({ status: "hired" }),
    });

  const go = (status: Exclude<ApplicationMove["status"], "rejected">) => {
    if (status === "hired") confirmHire();
    else if (status === "offer") setOffering(true);
    else move.mutate({ status });
  };

  return (
    <>
      {applicant.status === "offer" && (
        <CompanyOfferActions
          applicant={applicant}
          jobTitle={jobTitle}
          offerDefaults={offerDefaults}
          hire={confirmHire}
          hiring={move.isPending}
        />
      )}
      {actions.next && (
        <Button
          size="xs"
          color={actions.next === "hired" ? "green" : undefined}
          leftSection={
            actions.next === "hired" ? <IconConfetti size={14} aria-hidden /> : <IconArrowRight size={14} aria-hidden />
          }
          loading={move.isPending}
          onClick={() => go(actions.next!)}
          aria-label={`${MOVE_LABELS[actions.next]}: ${name}`}
        >
          {MOVE_LABELS[actions.next]}
        </Button>
      )}
      {(actions.skipTo.length > 0 || actions.canHire) && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="default"
              rightSection={<IconChevronDown size={14} aria-hidden />}
              disabled={move.isPending}
              aria-label={`More steps for ${name}`}
            >
              More steps
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>Skip ahead to</Menu.Label>
            {actions.skipTo.map((status) => (
              <Menu.Item key={status} onClick={() => go(status)}>
                {MOVE_LABELS[status]}
              </Menu.Item>
            ))}
            {actions.canHire && (
              <Menu.Item color="green" leftSection={<IconConfetti size={14} aria-hidden />} onClick={() => go("hired")}>
                Hire…
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
      {actions.canReject && (
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconX size={14} aria-hidden />}
          disabled={move.isPending}
          onClick={() => setRejecting(true)}
          aria-label={`Reject ${name}`}
        >
          Reject
        </Button>
      )}
      <OfferDialog
        opened={offering}
        onClose={() => setOffering(false)}
        applicationId={applicant.applicationId}
        name={name}
        jobTitle={jobTitle}
        defaults={offerDefaults}
        onSaved={(saved) => {
          notifications.show({ color: "teal", title: "Offer sent", message: movedMessage(saved, name) });
        }}
      />
      <RejectDialog<ApplicationDetail>
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={`Reject ${name}?`}
        messageLabel={`Message to ${name}`}
        confirmLabel="Reject the application"
        submit={(payload) => moveApplication(applicant.applicationId, { status: "rejected", ...payload })}
        onRefused={(error) => changedMeanwhile(error, name)}
        changes={(saved) => ["application.moved", [saved]]}
        onDone={(saved) => {
          notifications.show({ color: "gray", title: "Application rejected", message: movedMessage(saved, name) });
        }}
        errorTitle="The application was not rejected"
      >
        <Text size="sm">
          {name} is told that their application to “{jobTitle}” was not successful, with the reason you choose. This
          cannot be undone.
          {applicant.matchId && " Your match ends, and so does sharing contact details."}
        </Text>
      </RejectDialog>
    </>
  );
}
