import { Badge, Card, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import type { Round, RoundPlace } from "@stint/shared/rounds";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../../i18n/labels.ts";
import { answeringOpen, answerText, jobReasonSentence, PLACE_STATUS_COLORS } from "../round-format.ts";
import { PlaceAnswerButtons } from "./place-answer-buttons.tsx";

function PlaceRow({ round, place }: { round: Round; place: RoundPlace }) {
  const { t } = useTranslation("rounds");
  const labels = useLabels();
  const canAnswer = place.status === "proposed" && place.companyAnswer === null && answeringOpen(round);
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" gap="xs" style={{ rowGap: 6 }}>
        <div style={{ minWidth: 0, flex: "1 1 14rem" }}>
          <Text fw={650} style={{ overflowWrap: "anywhere" }}>
            {place.studentName}
          </Text>
          <Text size="sm" c="gray.8">
            {round.runs.length > 1
              ? t("places.rankedInRun", { rank: place.jobRank, choice: place.studentChoice, run: place.run })
              : t("places.ranked", { rank: place.jobRank, choice: place.studentChoice })}
          </Text>
          <Text size="sm">
            {t("places.answers", {
              name: place.studentName,
              theirs: answerText(t, place.studentAnswer, place),
              yours: answerText(t, place.companyAnswer, place),
            })}
          </Text>
        </div>
        <Badge variant="light" color={PLACE_STATUS_COLORS[place.status]} tt="none">
          {labels.placeStatus(place.status)}
        </Badge>
      </Group>
      {canAnswer && (
        <Group mt="xs">
          <PlaceAnswerButtons roundId={round.id} place={place} side="company" />
        </Group>
      )}
    </Paper>
  );
}

/**
 * After a run: per job of the viewer's, the places proposed (both sides' answers, Confirm / Decline for the
 * company's) and why the students it ranked but did not get went elsewhere.
 */
export function RoundPlacesCard({ round }: { round: Round }) {
  const { t } = useTranslation("rounds");
  const headingId = useId();
  const part = round.company;
  if (!part) return null;
  const jobs = round.jobs.filter(
    (job) =>
      job.mine ||
      part.places.some((place) => place.jobId === job.jobId) ||
      part.reasons.some((reason) => reason.jobId === job.jobId),
  );
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb={4}>
        {t("places.title")}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {t("places.intro")}
      </Text>
      <Stack gap="lg">
        {jobs.map((job) => {
          const places = part.places
            .filter((place) => place.jobId === job.jobId)
            .sort((a, b) => a.run - b.run || a.jobRank - b.jobRank);
          const reasons = part.reasons.filter((reason) => reason.jobId === job.jobId).sort((a, b) => a.rank - b.rank);
          return (
            <section key={job.jobId} aria-label={job.title}>
              <Group justify="space-between" gap="xs" mb={6}>
                <Title order={3} fz="md" style={{ overflowWrap: "anywhere" }}>
                  {job.title}
                </Title>
                <Text size="sm" c="gray.7">
                  {t("places.filled", { filled: job.filled, count: job.capacity })}
                </Text>
              </Group>
              {places.length === 0 ? (
                <Text size="sm" c="gray.7">
                  {t("places.none")}
                </Text>
              ) : (
                <Stack
                  component="ul"
                  gap="xs"
                  m={0}
                  p={0}
                  style={{ listStyle: "none" }}
                  aria-label={t("places.of", { job: job.title })}
                >
                  {places.map((place) => (
                    <PlaceRow key={place.id} round={round} place={place} />
                  ))}
                </Stack>
              )}
              {reasons.length > 0 && (
                <div>
                  <Text size="sm" fw={650} mt="sm">
                    {t("places.elsewhere")}
                  </Text>
                  <List size="sm" spacing={2} mt={4} aria-label={t("places.elsewhereOf", { job: job.title })}>
                    {reasons.map((reason) => (
                      <List.Item key={reason.applicationId}>{jobReasonSentence(t, reason)}</List.Item>
                    ))}
                  </List>
                </div>
              )}
            </section>
          );
        })}
      </Stack>
    </Card>
  );
}
