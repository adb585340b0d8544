import { Badge, type BadgeProps, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { type Offer, OFFER_STATUS_LABELS, type OfferStatus, offerPayText } from "@stint/shared/offers";
import { formatDate } from "../../../lib/format.ts";

const COLORS: Record<OfferStatus, string> = {
  open: "lime",
  accepted: "green",
  declined: "gray",
  expired: "orange",
  withdrawn: "gray",
};

/** Where an offer stands: waiting for an answer (until `answerBy`, when given), accepted, declined, expired… */
export function OfferStatusBadge({
  status,
  answerBy,
  ...props
}: { status: OfferStatus; answerBy?: string } & BadgeProps) {
  const open = answerBy ? `Offer open until ${formatDate(answerBy)}` : "Offer: waiting for an answer";
  return (
    <Badge variant="light" color={COLORS[status]} tt="none" {...props}>
      {status === "open" ? open : `Offer ${OFFER_STATUS_LABELS[status].toLowerCase()}`}
    </Badge>
  );
}

function Term({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}

/**
 * An offer's terms as both sides read them: start, pay, the day to answer by, and the company's message (an offer
 * made before offers had terms shows what it has).
 */
export function OfferSummary({ offer, from }: { offer: Offer; from: string }) {
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="xs">
        {offer.startDate && <Term label="Start" value={formatDate(offer.startDate) ?? offer.startDate} />}
        {offer.pay && <Term label="Pay" value={offerPayText(offer.pay)} />}
        <Term label="Answer by" value={formatDate(offer.answerBy) ?? offer.answerBy} />
      </SimpleGrid>
      {offer.message && (
        <div>
          <Text size="xs" c="dimmed">
            Message from {from}
          </Text>
          <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            {offer.message}
          </Text>
        </div>
      )}
      {offer.declineReason && (
        <Group gap={4}>
          <Text size="sm" c="dimmed">
            Reason for declining: “{offer.declineReason}”
          </Text>
        </Group>
      )}
    </Stack>
  );
}
