import { Button, Menu, Text } from "@mantine/core";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import type { ApplicationDetail, ApplicationMove } from "@stint/shared/applications";
import { IconArrowRight, IconChevronDown, IconConfetti, IconX } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { labelsOf } from "../../../i18n/labels.ts";
import { RejectDialog } from "../../../components/reject-dialog.tsx";
import { useMessages } from "../../../i18n/messages.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { applyChange } from "../../../lib/change-effects.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import { moveApplication } from "../api/move-application.ts";
import { pipelineActions } from "../pipeline-moves.ts";
import { CompanyOfferActions } from "./company-offer-actions.tsx";
import { OfferDialog, type OfferDefaults } from "./offer-dialog.tsx";
import type { PipelineApplicant } from "./pipeline-applicant.ts";
import { possessiveArgs } from "../../../lib/possessive.ts";

type Props = {
  applicant: PipelineApplicant;
  jobTitle: string;
  /** What a new offer's form starts from (the job's start date and pay). */
  offerDefaults?: OfferDefaults;
};

const NO_DEFAULTS: OfferDefaults = { startDate: null, pay: null };

/** The toast after a move: what it means for the applicant (a match from shortlisting on). */
function movedMessage(t: TFunction, saved: ApplicationDetail, name: string) {
  const labels = labelsOf(t);
  if (saved.status === "hired") return t("moved.hired", { name });
  if (saved.status === "offer") return t("moved.offer", { name });
  if (saved.status === "rejected") {
    return saved.reasonCode
      ? t("moved.rejected", { name, reason: labels.rejectReason(saved.reasonCode) })
      : t("moved.rejectedNoReason", { name });
  }
  if (saved.matchId && saved.status === "shortlisted") return t("moved.matched", { name });
  return t("moved.other", { ...possessiveArgs(name), status: labels.applicationStatus(saved.status) });
}

/**
 * Someone else moved the application first (409): the list is refreshed and a toast says so with the API's
 * words. Returns whether the error was such a refusal.
 */
export function useChangedMeanwhile() {
  const { t } = useTranslation("applications");
  const { error: errorMessage } = useMessages();
  const queryClient = useQueryClient();
  return async (error: unknown, name: string) => {
    if (!isApiError(error, 409)) return false;
    notifications.show({
      color: "orange",
      title: t("changedMeanwhile.title", possessiveArgs(name)),
      message: t("changedMeanwhile.text", { reason: errorMessage(error) }),
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
  const { t } = useTranslation("applications");
  const { error: errorMessage } = useMessages();
  const labels = labelsOf(t);
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
        title:
          saved.status === "hired"
            ? labels.applicationStatus("hired")
            : t("moved.title", { status: labels.applicationStatus(saved.status) }),
        message: movedMessage(t, saved, name),
      });
    },
    onError: async (error) => {
      if (await changedMeanwhile(error, name)) return;
      notifications.show({ color: "red", title: t("moved.errorTitle"), message: errorMessage(error) });
    },
  });

  if (!actions.next && !actions.canReject) return null;

  const confirmHire = () =>
    openConfirmDialog({
      title: t("hire.title", { name }),
      children: <Text size="sm">{t("hire.text", { name, title: jobTitle })}</Text>,
      labels: { confirm: t("hire.confirm", { name }), cancel: t("hire.cancel") },
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
          aria-label={t("moves.labelFor", { move: t(`moves.${actions.next}`), name })}
        >
          {t(`moves.${actions.next}`)}
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
              aria-label={t("moves.moreFor", { name })}
            >
              {t("moves.more")}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t("moves.skipTo")}</Menu.Label>
            {actions.skipTo.map((status) => (
              <Menu.Item key={status} onClick={() => go(status)}>
                {t(`moves.${status}`)}
              </Menu.Item>
            ))}
            {actions.canHire && (
              <Menu.Item color="green" leftSection={<IconConfetti size={14} aria-hidden />} onClick={() => go("hired")}>
                {t("moves.hireEllipsis")}
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
          aria-label={t("reject.labelFor", { name })}
        >
          {t("reject.button")}
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
          notifications.show({ color: "teal", title: t("offer.sentTitle"), message: movedMessage(t, saved, name) });
        }}
      />
      <RejectDialog<ApplicationDetail>
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={t("reject.title", { name })}
        messageLabel={t("reject.messageLabel", { name })}
        confirmLabel={t("reject.confirm")}
        submit={(payload) => moveApplication(applicant.applicationId, { status: "rejected", ...payload })}
        onRefused={(error) => changedMeanwhile(error, name)}
        changes={(saved) => ["application.moved", [saved]]}
        onDone={(saved) => {
          notifications.show({ color: "gray", title: t("reject.doneTitle"), message: movedMessage(t, saved, name) });
        }}
        errorTitle={t("reject.errorTitle")}
      >
        <Text size="sm">
          {t("reject.text", { name, title: jobTitle })}
          {applicant.matchId && <> {t("reject.matchEnds")}</>}
        </Text>
      </RejectDialog>
    </>
  );
}
