import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { AdminCompany, VerificationDecision, VerificationState } from "@stint/shared/company-verification";
import { useTranslation } from "react-i18next";
import { CompanyAvatar } from "../../../components/company-avatar.tsx";
import { DetailList } from "../../../components/detail-list.tsx";
import { formatDate, formatNumber } from "../../../lib/format.ts";

const STATE_COLORS: Record<VerificationState, string> = { waiting: "yellow", verified: "teal", refused: "red" };

/** The decisions each state allows, as the server allows them. */
const DECISIONS: Record<VerificationState, VerificationDecision[]> = {
  waiting: ["verify", "refuse"],
  verified: ["revoke"],
  refused: ["verify"],
};

type Props = {
  company: AdminCompany;
  onDecide: (company: AdminCompany, decision: VerificationDecision) => void;
};

/** One company with what helps an operator decide: who it says it is, how to reach it, what it did so far. */
export function CompanyReviewCard({ company, onDecide }: Props) {
  const { t } = useTranslation("adminCompanies");
  const { verification } = company;
  const headingId = `company-${company.id}`;
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <CompanyAvatar company={company} size={44} />
            <div style={{ minWidth: 0 }}>
              <Title order={3} fz="md" id={headingId} style={{ overflowWrap: "anywhere" }}>
                {company.name}
              </Title>
              <Text size="sm" c="dimmed">
                {verification.state === "waiting"
                  ? t("card.waitingSince", { date: formatDate(verification.waitingSince) })
                  : t("card.decidedAt", { date: formatDate(verification.decidedAt) })}
              </Text>
            </div>
          </Group>
          <Badge color={STATE_COLORS[verification.state]} variant="light">
            {t(`states.${verification.state}`)}
          </Badge>
        </Group>
        {verification.state === "refused" && verification.reason && (
          <Text size="sm">
            <Text span fw={600}>
              {t("card.reasonGiven")}
            </Text>{" "}
            {verification.reason}
          </Text>
        )}
        <DetailList
          items={[
            {
              label: t("card.email"),
              value: <Anchor href={`mailto:${company.emailAddress}`}>{company.emailAddress}</Anchor>,
            },
            {
              label: t("card.website"),
              value: company.website && (
                <Anchor href={company.website} target="_blank" rel="noopener noreferrer">
                  {company.website}
                </Anchor>
              ),
            },
            { label: t("card.industry"), value: company.industry },
            { label: t("card.size"), value: company.sizeBand && t("card.people", { band: company.sizeBand }) },
            { label: t("card.place"), value: company.address?.label },
            { label: t("card.signedUp"), value: formatDate(company.signedUpAt) },
            { label: t("card.jobsPublished"), value: formatNumber(company.jobsPublished) },
          ]}
        />
        <div>
          <Text size="sm" fw={600}>
            {t("card.about")}
          </Text>
          <Text
            size="sm"
            c={company.description ? undefined : "dimmed"}
            lineClamp={6}
            style={{ whiteSpace: "pre-line" }}
          >
            {company.description ?? t("card.noDescription")}
          </Text>
        </div>
        <Group gap="sm" justify="flex-end">
          {DECISIONS[verification.state].map((decision) => (
            <Button
              key={decision}
              variant={decision === "verify" ? "filled" : "default"}
              color={decision === "verify" ? "teal" : "red"}
              onClick={() => onDecide(company, decision)}
              aria-label={t(`actions.${decision}Label`, { name: company.name })}
            >
              {t(`actions.${decision}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
