import { Alert, Badge, Group, List, Stack, Text, Title } from "@mantine/core";
import type { Round, StudentOutcome } from "@stint/shared/rounds";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../../i18n/labels.ts";
import { answeringOpen, answerText, choiceText, PLACE_STATUS_COLORS, studentReasonSentence } from "../round-format.ts";
import { PlaceAnswerButtons } from "./place-answer-buttons.tsx";

/**
 * A student's result of a round's latest run that included them: the place with which of their choices it is,
 * both answers and Confirm / Decline while it may be answered, and why not each job they ranked higher.
 */
export function StudentRoundResult({ round, outcome }: { round: Round; outcome: StudentOutcome }) {
  const { t } = useTranslation("rounds");
  const labels = useLabels();
  const { place, reasons } = outcome;
  const canAnswer =
    place !== null && place.status === "proposed" && place.studentAnswer === null && answeringOpen(round);
  return (
    <Stack gap="sm">
      {place ? (
        <Stack gap={6}>
          <Group gap="xs" justify="space-between" align="flex-start">
            <div style={{ minWidth: 0, flex: "1 1 14rem" }}>
              <Title order={4} fz="md" style={{ overflowWrap: "anywhere" }}>
                {t("result.place", { job: place.jobTitle })}
              </Title>
              <Text size="sm" c="gray.8">
                {round.runs.length > 1
                  ? t("result.detailInRun", {
                      company: place.companyName,
                      choice: choiceText(t, place.studentChoice),
                      run: place.run,
                    })
                  : t("result.detail", { company: place.companyName, choice: choiceText(t, place.studentChoice) })}
              </Text>
            </div>
            <Badge variant="light" color={PLACE_STATUS_COLORS[place.status]} tt="none">
              {labels.placeStatus(place.status)}
            </Badge>
          </Group>
          <Text size="sm">
            {t("result.answers", {
              yours: answerText(t, place.studentAnswer, place),
              company: place.companyName,
              theirs: answerText(t, place.companyAnswer, place),
            })}
          </Text>
          {canAnswer && <PlaceAnswerButtons roundId={round.id} place={place} side="student" />}
          {place.status === "confirmed" && (
            <Text size="sm" c="teal.9">
              {t("result.hired", { job: place.jobTitle })}
            </Text>
          )}
        </Stack>
      ) : (
        <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />} title={t("result.noPlace")}>
          {round.status === "confirming"
            ? t("result.mayRunAgain", { company: round.creatorCompanyName })
            : t("result.closed")}
        </Alert>
      )}
      {reasons.length > 0 && (
        <div>
          <Text size="sm" fw={650}>
            {place ? t("result.whyNotHigher") : t("result.whyNotRanked")}
          </Text>
          <List size="sm" spacing={2} mt={4}>
            {[...reasons]
              .sort((a, b) => a.choice - b.choice)
              .map((reason) => (
                <List.Item key={reason.jobId}>{studentReasonSentence(t, reason)}</List.Item>
              ))}
          </List>
        </div>
      )}
    </Stack>
  );
}
