import { Alert, Badge, Group, List, Stack, Text, Title } from "@mantine/core";
import { PLACE_STATUS_LABELS, type Round, type StudentOutcome } from "@stint/shared/rounds";
import { IconInfoCircle } from "@tabler/icons-react";
import { answeringOpen, answerText, choiceText, PLACE_STATUS_COLORS, studentReasonSentence } from "../round-format.ts";
import { PlaceAnswerButtons } from "./place-answer-buttons.tsx";

/**
 * A student's result of a round's latest run that included them: the place with which of their choices it is,
 * both answers and Confirm / Decline while it may be answered, and why not each job they ranked higher.
 */
export function StudentRoundResult({ round, outcome }: { round: Round; outcome: StudentOutcome }) {
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
                Your place: {place.jobTitle}
              </Title>
              <Text size="sm" c="gray.8">
                {place.companyName} · {choiceText(place.studentChoice)}
                {round.runs.length > 1 ? ` · run ${place.run}` : ""}
              </Text>
            </div>
            <Badge variant="light" color={PLACE_STATUS_COLORS[place.status]} tt="none">
              {PLACE_STATUS_LABELS[place.status]}
            </Badge>
          </Group>
          <Text size="sm">
            You: {answerText(place.studentAnswer, place)} · {place.companyName}:{" "}
            {answerText(place.companyAnswer, place)}
          </Text>
          {canAnswer && <PlaceAnswerButtons roundId={round.id} place={place} side="student" />}
          {place.status === "confirmed" && (
            <Text size="sm" c="teal.9">
              Both sides confirmed: you are hired for “{place.jobTitle}”.
            </Text>
          )}
        </Stack>
      ) : (
        <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />} title="No place for you in this run">
          {round.status === "confirming"
            ? `${round.creatorCompanyName} may run the round again over the students and places left.`
            : "The round is closed."}
        </Alert>
      )}
      {reasons.length > 0 && (
        <div>
          <Text size="sm" fw={650}>
            {place ? "Why not your higher choices" : "Why not the jobs you ranked"}
          </Text>
          <List size="sm" spacing={2} mt={4}>
            {[...reasons]
              .sort((a, b) => a.choice - b.choice)
              .map((reason) => (
                <List.Item key={reason.jobId}>{studentReasonSentence(reason)}</List.Item>
              ))}
          </List>
        </div>
      )}
    </Stack>
  );
}
