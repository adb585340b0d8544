import { Group, Text } from "@mantine/core";
import type { CompanyRatingSummary } from "@stint/shared/ratings";
import { IconStarFilled } from "@tabler/icons-react";

const one = new Intl.NumberFormat("en", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("en");

/**
 * A company's average from students' revealed ratings, compact ("★ 4.3 from 12 ratings"), where a student
 * decides whether to look further: its page's header and the company card of a job. Nothing until there are
 * enough ratings for an average.
 */
export function CompanyRatingBadge({ summary }: { summary: CompanyRatingSummary }) {
  if (summary.average === null) return null;
  const count = `${whole.format(summary.count)} ${summary.count === 1 ? "rating" : "ratings"}`;
  return (
    <Group gap={4} wrap="nowrap" aria-label={`Rated ${one.format(summary.average)} of 5 from ${count}`} role="img">
      <IconStarFilled size={16} aria-hidden color="var(--mantine-color-yellow-6)" />
      <Text component="span" size="sm" fw={700} c="gray.9" aria-hidden>
        {one.format(summary.average)}
      </Text>
      <Text component="span" size="sm" c="dimmed" aria-hidden>
        from {count}
      </Text>
    </Group>
  );
}
