import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { MIN_RATINGS_FOR_AVERAGE, type CompanyRatingSummary, type CompanyResponsiveness } from "@stint/shared/ratings";
import { useId } from "react";
import { Stars, starsLabel } from "./stars.tsx";

const one = new Intl.NumberFormat("en", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("en");
const percent = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 0 });

const plural = (n: number, word: string) => `${whole.format(n)} ${n === 1 ? word : `${word}s`}`;

function Distribution({ distribution, count }: { distribution: readonly number[]; count: number }) {
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Ratings per number of stars">
      {[5, 4, 3, 2, 1].map((stars) => {
        const n = distribution[stars - 1] ?? 0;
        const share = count > 0 ? (n / count) * 100 : 0;
        return (
          <Group
            key={stars}
            component="li"
            gap="xs"
            wrap="nowrap"
            aria-label={`${plural(stars, "star")}: ${plural(n, "rating")}`}
          >
            <Text size="xs" w={46} c="gray.8" aria-hidden>
              {stars} {stars === 1 ? "star" : "stars"}
            </Text>
            <Progress value={share} color="yellow" size="md" radius="xl" style={{ flex: 1 }} aria-hidden />
            <Text size="xs" w={24} ta="right" c="gray.8" aria-hidden>
              {whole.format(n)}
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
  const headingId = useId();
  const enough = summary.average !== null && summary.count >= MIN_RATINGS_FOR_AVERAGE;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" mb="md" id={headingId}>
        What students say
      </Title>
      {!enough ? (
        <Text size="sm" c="dimmed">
          Not enough ratings yet.{" "}
          {summary.count === 0
            ? `No student has rated ${companyName} yet.`
            : `${plural(summary.count, "rating")} so far; averages show from ${MIN_RATINGS_FOR_AVERAGE}.`}
        </Text>
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
            <Stack gap={4}>
              <Group gap="sm" align="center" wrap="nowrap">
                <Text fz={40} fw={800} lh={1} aria-hidden>
                  {one.format(summary.average ?? 0)}
                </Text>
                <Stack gap={2}>
                  <Stars value={summary.average ?? 0} size={20} label={`Average ${starsLabel(summary.average ?? 0)}`} />
                  <Text size="sm" c="dimmed">
                    from {plural(summary.count, "rating")}
                  </Text>
                </Stack>
              </Group>
              {summary.recommendShare !== null && (
                <Text size="sm" fw={600} c="teal.9" mt="xs">
                  {percent.format(summary.recommendShare)} would recommend {companyName}
                </Text>
              )}
            </Stack>
            <Distribution distribution={summary.distribution} count={summary.count} />
          </SimpleGrid>
          <Stack gap={6} component="dl" m={0}>
            {summary.categories.map((category) => (
              <Group key={category.key} justify="space-between" gap="xs" wrap="nowrap">
                <Text component="dt" size="sm" fw={500}>
                  {category.label}
                </Text>
                <Group component="dd" m={0} gap={6} wrap="nowrap">
                  {category.average === null ? (
                    <Text size="sm" c="dimmed">
                      Not enough ratings
                    </Text>
                  ) : (
                    <>
                      <Stars value={category.average} size={15} />
                      <Text size="sm" w={26} ta="right" aria-hidden>
                        {one.format(category.average)}
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
  const headingId = useId();
  const { applications, answeredShare, medianDaysToAnswer } = responsiveness;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="md" mb="xs" id={headingId}>
        Responsiveness
      </Title>
      {applications === 0 || answeredShare === null ? (
        <Text size="sm" c="dimmed">
          No applications in the last 12 months to measure how quickly it answers.
        </Text>
      ) : (
        <Stack gap="xs">
          <SimpleGrid cols={2}>
            <div>
              <Text fw={800} fz={24} lh={1.1}>
                {percent.format(answeredShare)}
              </Text>
              <Text size="sm" c="dimmed">
                of applications answered
              </Text>
            </div>
            <div>
              <Text fw={800} fz={24} lh={1.1}>
                {medianDaysToAnswer === null
                  ? "None yet"
                  : medianDaysToAnswer < 1
                    ? "< 1 day"
                    : `${one.format(medianDaysToAnswer)} ${medianDaysToAnswer === 1 ? "day" : "days"}`}
              </Text>
              <Text size="sm" c="dimmed">
                median time to a first answer
              </Text>
            </div>
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            From {plural(applications, "application")} in the last 12 months.
          </Text>
        </Stack>
      )}
    </Card>
  );
}
