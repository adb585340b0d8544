import { Badge, type BadgeProps, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { Offer, OfferStatus } from "@stint/shared/offers";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format.ts";
import { offerPay, offerStatusLine } from "../offer-text.ts";

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
  const { t } = useTranslation("applications");
  return (
    <Badge variant="light" color={COLORS[status]} tt="none" {...props}>
      {status === "open" && answerBy
        ? t("offer.openUntil", { date: formatDate(answerBy) })
        : offerStatusLine(t, status)}
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
 * made before offers had terms shows what it has). `from` names the company, null in the company's own view.
 */
export function OfferSummary({ offer, from }: { offer: Offer; from: string | null }) {
  const { t } = useTranslation("applications");
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="xs">
        {offer.startDate && <Term label={t("offer.start")} value={formatDate(offer.startDate) ?? offer.startDate} />}
        {offer.pay && <Term label={t("offer.payLabel")} value={offerPay(t, offer.pay)} />}
        <Term label={t("offer.answerBy")} value={formatDate(offer.answerBy) ?? offer.answerBy} />
      </SimpleGrid>
      {offer.message && (
        <div>
          <Text size="xs" c="dimmed">
            {from === null ? t("offer.messageFromYou") : t("offer.messageFrom", { company: from })}
          </Text>
          <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            {offer.message}
          </Text>
        </div>
      )}
      {offer.declineReason && (
        <Group gap={4}>
          <Text size="sm" c="dimmed">
            {t("offer.declineReason", { reason: offer.declineReason })}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
