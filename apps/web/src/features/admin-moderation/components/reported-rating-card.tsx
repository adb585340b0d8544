import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { Rating } from "@stint/shared/ratings";
import { IconGavel } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format.ts";
import { RatingDecisionDialog } from "./rating-decision-dialog.tsx";
import { RatingReports } from "./rating-reports.tsx";

/**
 * One reported rating as an operator decides it: who wrote it about whom for which job, its stars and words
 * (a hidden one's too, with its current public reason), why it was reported, and the decision.
 */
export function ReportedRatingCard({ rating }: { rating: Rating }) {
  const { t } = useTranslation("adminModeration");
  const headingId = useId();
  const [deciding, decide] = useDisclosure(false);
  const student = rating.student?.name ?? t("ratings.anonymous");
  return (
    <Card component="article" aria-labelledby={headingId} padding="md" withBorder>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} fz="md" id={headingId} style={{ overflowWrap: "anywhere" }}>
              {rating.title || t("ratings.untitled")}
            </Title>
            <Text size="sm" c="gray.8">
              {t(rating.direction === "student-to-company" ? "ratings.aboutCompany" : "ratings.aboutStudent", {
                student,
                company: rating.company.name,
              })}
            </Text>
            <Text size="xs" c="gray.7">
              {t("ratings.job", { title: rating.job.title })} ·{" "}
              {t("ratings.written", { date: formatDate(rating.createdAt) })}
            </Text>
          </Stack>
          <Badge variant="light" color={rating.overall <= 2 ? "red" : "gray"} tt="none">
            {t("ratings.overall", { value: rating.overall })}
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {rating.text}
        </Text>
        <Text size="xs" c="gray.7">
          {t("ratings.recommends", { value: String(rating.wouldRecommend) })}
        </Text>
        {rating.hidden && (
          <Text size="sm" c="red.8">
            {t("ratings.hiddenNow", { reason: rating.hidden.reason })}
          </Text>
        )}
        <RatingReports reports={rating.reports} headingOrder={4} />
        <Group justify="flex-end">
          <Button
            size="sm"
            leftSection={<IconGavel size={16} aria-hidden />}
            onClick={decide.open}
            aria-describedby={headingId}
          >
            {t("ratings.decide")}
          </Button>
        </Group>
      </Stack>
      <RatingDecisionDialog rating={rating} opened={deciding} onClose={decide.close} />
    </Card>
  );
}
