import { Group, Text } from "@mantine/core";
import type { CompanyRatingSummary } from "@stint/shared/ratings";
import { IconStarFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDecimal, formatNumber } from "../../../lib/format.ts";

/**
 * A company's average from students' revealed ratings, compact ("★ 4.3 from 12 ratings"), where a student
 * decides whether to look further: its page's header and the company card of a job. Nothing until there are
 * enough ratings for an average.
 */
export function CompanyRatingBadge({ summary }: { summary: CompanyRatingSummary }) {
  const { t } = useTranslation("companies");
  if (summary.average === null) return null;
  const values = { average: formatDecimal(summary.average), count: summary.count, number: formatNumber(summary.count) };
  return (
    <Group gap={4} wrap="nowrap" aria-label={t("rating.label", values)} role="img">
      <IconStarFilled size={16} aria-hidden color="var(--mantine-color-yellow-6)" />
      <Text component="span" size="sm" fw={700} c="gray.9" aria-hidden>
        {values.average}
      </Text>
      <Text component="span" size="sm" c="dimmed" aria-hidden>
        {t("rating.from", values)}
      </Text>
    </Group>
  );
}
