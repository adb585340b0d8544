import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { ApplicationDetail } from "@stint/shared/applications";
import { MAX_OFFER_DECLINE_REASON_LENGTH, offerDeclineSchema } from "@stint/shared/offers";
import { IconCheck, IconGift } from "@tabler/icons-react";
import { useId, useState } from "react";
import { ReasonDialog } from "../../../components/reason-dialog.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { formatDate } from "../../../lib/format.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import { acceptOffer, declineOffer } from "../api/offers.ts";
import { OfferStatusBadge, OfferSummary } from "./offer-summary.tsx";

/** What the offer's answer means now, under its terms. */
function Outcome({ application }: { application: ApplicationDetail }) {
  const offer = application.offer!;
  const company = application.job.companyName;
  const on = formatDate(offer.answeredAt);
  if (offer.status === "accepted") {
    return (
      <Text size="sm">
        {application.status === "hired"
          ? `You accepted on ${on} and ${company} hired you.`
          : `You accepted on ${on}. ${company} has been told and confirms your hire next.`}
      </Text>
    );
  }
  if (offer.status === "declined") return <Text size="sm">You declined this offer on {on}.</Text>;
  if (offer.status === "expired") return <Text size="sm">This offer expired unanswered on {on}.</Text>;
  if (offer.status === "withdrawn") return <Text size="sm">{company} withdrew this offer.</Text>;
  return null;
}

/**
 * The offer on the student's job page: its terms, and while it is open Accept (after a confirmation) and Decline
 * (final, with an optional reason for the company) before its answer-by day.
 */
export function StudentOffer({ application }: { application: ApplicationDetail }) {
  const headingId = useId();
  const [declining, setDeclining] = useState(false);
  const offer = application.offer;
  const { job } = application;
  const accept = useApiMutation({
    mutationFn: () => acceptOffer(application.id),
    changes: (saved) => ["offer.accepted", saved],
    onSuccess: () => {
      notifications.show({
        color: "green",
        title: "Offer accepted",
        message: `${job.companyName} has been told and confirms your hire next. Congratulations!`,
      });
    },
    onError: (error) => {
      notifications.show({ color: "orange", title: "The offer was not accepted", message: error.message });
    },
    refusalChanges: (error) => (isApiError(error, 409) ? "offer.refused" : null),
  });
  if (!offer) return null;
  const open = application.status === "offer" && offer.status === "open";

  const confirmAccept = () =>
    openConfirmDialog({
      title: "Accept the offer?",
      children: (
        <Text size="sm">
          You accept {job.companyName}’s offer for “{job.title}” with the terms shown. They are told at once and then
          confirm your hire.
        </Text>
      ),
      labels: { confirm: "Accept the offer", cancel: "Not yet" },
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
              An offer from {job.companyName}
            </Title>
          </Group>
          <OfferStatusBadge status={offer.status} />
        </Group>
        <OfferSummary offer={offer} from={job.companyName} />
        <Outcome application={application} />
        {open && (
          <>
            <Text size="sm">Answer by {formatDate(offer.answerBy)}: after that day the offer expires.</Text>
            <Group gap="sm">
              <Button
                color="green"
                leftSection={<IconCheck size={16} aria-hidden />}
                loading={accept.isPending}
                onClick={confirmAccept}
              >
                Accept the offer
              </Button>
              <Button variant="light" color="red" disabled={accept.isPending} onClick={() => setDeclining(true)}>
                Decline
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ReasonDialog
        opened={declining}
        onClose={() => setDeclining(false)}
        title="Decline the offer?"
        initialValues={{ reason: "" }}
        message={{
          field: "reason",
          label: `Why you decline (for ${job.companyName})`,
          max: MAX_OFFER_DECLINE_REASON_LENGTH,
        }}
        confirmLabel="Decline the offer"
        cancelLabel="Keep it"
        schema={offerDeclineSchema}
        toPayload={(values) => ({ reason: values.reason.trim() || null })}
        submit={(payload) => declineOffer(application.id, payload)}
        changes={(saved) => ["offer.declined", saved]}
        onDone={() => {
          notifications.show({
            color: "gray",
            title: "Offer declined",
            message: `${job.companyName} has been told that you decline the offer for “${job.title}”.`,
          });
        }}
        errorTitle="The offer was not declined"
      >
        <Text size="sm">
          Declining is final: your application to “{job.title}” ends and you cannot apply to this job again.
        </Text>
      </ReasonDialog>
    </Card>
  );
}
