import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { MIN_RATINGS_FOR_AVERAGE, type CompanyRatingSummary, type CompanyResponsiveness } from "@stint/shared/ratings";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../../i18n/labels.ts";
import { formatDecimal, formatNumber } from "../../../lib/format.ts";
import { Stars, starsValue } from "./stars.tsx";

function Distribution({ distribution, count }: { distribution: readonly number[]; count: number }) {
  const { t } = useTranslation("ratings");
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("summary.distribution")}>
      {[5, 4, 3, 2, 1].map((stars) => {
        const n = distribution[stars - 1] ?? 0;
        const share = count > 0 ? (n / count) * 100 : 0;
        return (
          <Group
            key={stars}
            component="li"
            gap="xs"
            wrap="nowrap"
            aria-label={t("summary.distributionRow", { stars, count: n })}
          >
            <Text size="xs" w={52} c="gray.8" aria-hidden>
              {t("summary.stars", { stars })}
            </Text>
            <Progress value={share} color="yellow" size="md" radius="xl" style={{ flex: 1 }} aria-hidden />
            <Text size="xs" w={24} ta="right" c="gray.8" aria-hidden>
              {formatNumber(n)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

/**
 * What students say about a company, from its revealed ratings: the average with stars, how many, the 5-bar
 * distribution, the average per category and the share that would recommend it. Under MIN_RATINGS_FOR_AVERAGE
 * ratings the averages are not shown ("not enough ratings yet").
 */
export function CompanyRatingSummaryCard({
  summary,
  companyName,
}: {
  summary: CompanyRatingSummary;
  companyName: string;
}) {
  const { t } = useTranslation("ratings");
  const labels = useLabels();
  const headingId = useId();
  const enough = summary.average !== null && summary.count >= MIN_RATINGS_FOR_AVERAGE;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" mb="md" id={headingId}>
        {t("summary.title")}
      </Title>
      {!enough ? (
        <Text size="sm" c="dimmed">
          {summary.count === 0
            ? t("summary.noneYet", { company: companyName })
            : t("summary.fewYet", { count: summary.count, min: MIN_RATINGS_FOR_AVERAGE })}
        </Text>
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
            <Stack gap={4}>
              <Group gap="sm" align="center" wrap="nowrap">
                <Text fz={40} fw={800} lh={1} aria-hidden>
                  {formatDecimal(summary.average ?? 0)}
                </Text>
                <Stack gap={2}>
                  <Stars
                    value={summary.average ?? 0}
                    size={20}
                    label={t("summary.average", { value: starsValue(summary.average ?? 0) })}
                  />
                  <Text size="sm" c="dimmed">
                    {t("summary.from", { count: summary.count })}
                  </Text>
                </Stack>
              </Group>
              {summary.recommendShare !== null && (
                <Text size="sm" fw={600} c="teal.9" mt="xs">
                  {t("summary.recommend", { share: summary.recommendShare, company: companyName })}
                </Text>
              )}
            </Stack>
            <Distribution distribution={summary.distribution} count={summary.count} />
          </SimpleGrid>
          <Stack gap={6} component="dl" m={0}>
            {summary.categories.map((category) => (
              <Group key={category.key} justify="space-between" gap="xs" wrap="nowrap">
                <Text component="dt" size="sm" fw={500}>
                  {labels.ratingCategory(category.key)}
                </Text>
                <Group component="dd" m={0} gap={6} wrap="nowrap">
                  {category.average === null ? (
                    <Text size="sm" c="dimmed">
                      {t("summary.categoryNotEnough")}
                    </Text>
                  ) : (
                    <>
                      <Stars value={category.average} size={15} />
                      <Text size="sm" w={26} ta="right" aria-hidden>
                        {formatDecimal(category.average)}
                      </Text>
                    </>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </Card>
  );
}

/** How a company answers applications: the share answered and the median days to the first answer. */
export function CompanyResponsivenessCard({ responsiveness }: { responsiveness: CompanyResponsiveness }) {
  const { t } = useTranslation("ratings");
  const headingId = useId();
  const { applications, answeredShare, medianDaysToAnswer } = responsiveness;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="md" mb="xs" id={headingId}>
        {t("responsiveness.title")}
      </Title>
      {applications === 0 || answeredShare === null ? (
        <Text size="sm" c="dimmed">
          {t("responsiveness.none")}
        </Text>
      ) : (
        <Stack gap="xs">
          <SimpleGrid cols={2}>
            <div>
              <Text fw={800} fz={24} lh={1.1}>
                {t("responsiveness.share", { share: answeredShare })}
              </Text>
              <Text size="sm" c="dimmed">
                {t("responsiveness.answered")}
              </Text>
            </div>
            <div>
              <Text fw={800} fz={24} lh={1.1}>
                {medianDaysToAnswer === null
                  ? t("responsiveness.noneYet")
                  : medianDaysToAnswer < 1
                    ? t("responsiveness.underADay")
                    : t("responsiveness.days", { count: medianDaysToAnswer, days: formatDecimal(medianDaysToAnswer) })}
              </Text>
              <Text size="sm" c="dimmed">
                {t("responsiveness.median")}
              </Text>
            </div>
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t("responsiveness.from", { count: applications })}
          </Text>
        </Stack>
      )}
    </Card>
  );
}
