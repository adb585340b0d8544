import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { ApplicationDetail } from "@stint/shared/applications";
import { MAX_OFFER_DECLINE_REASON_LENGTH, offerDeclineSchema } from "@stint/shared/offers";
import { IconCheck, IconGift } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { ReasonDialog } from "../../../components/reason-dialog.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { formatDate } from "../../../lib/format.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import { acceptOffer, declineOffer } from "../api/offers.ts";
import { OfferStatusBadge, OfferSummary } from "./offer-summary.tsx";

/** What the offer's answer means now, under its terms. */
function Outcome({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation("applications");
  const offer = application.offer!;
  const values = { company: application.job.companyName, date: formatDate(offer.answeredAt) };
  if (offer.status === "open") return null;
  const outcome = offer.status === "accepted" && application.status === "hired" ? "hired" : offer.status;
  return <Text size="sm">{t("studentOffer.outcome", { outcome, ...values })}</Text>;
}

/**
 * The offer on the student's job page: its terms, and while it is open Accept (after a confirmation) and Decline
 * (final, with an optional reason for the company) before its answer-by day.
 */
export function StudentOffer({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation("applications");
  const messages = useMessages();
  const headingId = useId();
  const [declining, setDeclining] = useState(false);
  const offer = application.offer;
  const { job } = application;
  const names = { company: job.companyName, title: job.title };
  const reason = {
    field: "reason",
    label: t("studentOffer.declineReason", names),
    max: MAX_OFFER_DECLINE_REASON_LENGTH,
  } as const;
  const accept = useApiMutation({
    mutationFn: () => acceptOffer(application.id),
    changes: (saved) => ["offer.accepted", saved],
    onSuccess: () => {
      notifications.show({
        color: "green",
        title: t("studentOffer.acceptedTitle"),
        message: t("studentOffer.acceptedText", names),
      });
    },
    onError: (error) => {
      notifications.show({
        color: "orange",
        title: t("studentOffer.acceptError"),
        message: messages.error(error),
      });
    },
    refusalChanges: (error) => (isApiError(error, 409) ? "offer.refused" : null),
  });
  if (!offer) return null;
  const open = application.status === "offer" && offer.status === "open";

  const confirmAccept = () =>
    openConfirmDialog({
      title: t("studentOffer.acceptTitle"),
      children: <Text size="sm">{t("studentOffer.acceptText", names)}</Text>,
      labels: { confirm: t("studentOffer.accept"), cancel: t("hire.cancel") },
      confirmProps: { color: "green" },
      onConfirm: () => accept.mutate(),
    });

  return (
    <Card component="section" aria-labelledby={headingId} withBorder>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            <IconGift size={20} aria-hidden />
            <Title order={3} fz="md" id={headingId}>
              {t("studentOffer.heading", names)}
            </Title>
          </Group>
          <OfferStatusBadge status={offer.status} />
        </Group>
        <OfferSummary offer={offer} from={job.companyName} />
        <Outcome application={application} />
        {open && (
          <>
            <Text size="sm">{t("studentOffer.answerBy", { date: formatDate(offer.answerBy) })}</Text>
            <Group gap="sm">
              <Button
                color="green"
                leftSection={<IconCheck size={16} aria-hidden />}
                loading={accept.isPending}
                onClick={confirmAccept}
              >
                {t("studentOffer.accept")}
              </Button>
              <Button variant="light" color="red" disabled={accept.isPending} onClick={() => setDeclining(true)}>
                {t("studentOffer.decline")}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ReasonDialog
        opened={declining}
        onClose={() => setDeclining(false)}
        title={t("studentOffer.declineTitle")}
        initialValues={{ reason: "" }}
        message={reason}
        confirmLabel={t("studentOffer.declineConfirm")}
        cancelLabel={t("withdraw.cancel")}
        schema={offerDeclineSchema}
        toPayload={(values) => ({ reason: values.reason.trim() || null })}
        submit={(payload) => declineOffer(application.id, payload)}
        changes={(saved) => ["offer.declined", saved]}
        onDone={() => {
          notifications.show({
            color: "gray",
            title: t("studentOffer.declinedTitle"),
            message: t("studentOffer.declinedText", names),
          });
        }}
        errorTitle={t("studentOffer.declineError")}
      >
        <Text size="sm">{t("studentOffer.declineText", names)}</Text>
      </ReasonDialog>
    </Card>
  );
}
