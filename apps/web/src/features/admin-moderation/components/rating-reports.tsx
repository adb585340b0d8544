import { List, Stack, Text, Title } from "@mantine/core";
import type { RatingReport } from "@stint/shared/ratings";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../../i18n/labels.ts";
import { formatDate } from "../../../lib/format.ts";

/**
 * Why a rating was reported, for an operator deciding it (the API sends the open reports to them only): each
 * report's reason, when it was made and the reporter's own words. Reporters are not named.
 */
export function RatingReports({
  reports,
  headingOrder = 3,
  landmark = true,
}: {
  reports: readonly RatingReport[] | null;
  headingOrder?: 2 | 3 | 4;
  /**
   * A named region, to be found among the cards; not inside the decision dialog, where a second region of the
   * same name (the card's, behind it) would leave a screen reader two alike.
   */
  landmark?: boolean;
}) {
  const { t } = useTranslation("adminModeration");
  const labels = useLabels();
  const headingId = useId();
  if (!reports || reports.length === 0) return null;
  return (
    <Stack gap={4} component={landmark ? "section" : "div"} aria-labelledby={landmark ? headingId : undefined}>
      <Title order={headingOrder} fz="sm" id={headingId}>
        {t("reports.count", { count: reports.length })}
      </Title>
      <List size="sm" spacing={6} listStyleType="disc">
        {reports.map((report, index) => (
          <List.Item key={`${report.createdAt}-${index}`}>
            <Text component="span" size="sm" fw={600}>
              {labels.ratingReportReason(report.reason)}
            </Text>{" "}
            <Text component="span" size="xs" c="gray.7">
              {t("reports.on", { date: formatDate(report.createdAt) })}
            </Text>
            {report.details && (
              <Text size="sm" c="gray.8" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                {t("reports.details", { details: report.details })}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
