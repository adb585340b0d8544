import { Stack } from "@mantine/core";
import { IconClockHour4, IconHourglass } from "@tabler/icons-react";
import { Fact } from "../../../components/fact.tsx";
import { deadlineText } from "../round-format.ts";

/** A round's two deadlines, with how far each is. */
export function RoundDeadlines({
  round,
  gap = 4,
}: {
  round: { rankingDeadline: string; confirmationDeadline: string };
  gap?: number;
}) {
  return (
    <Stack gap={gap}>
      <Fact icon={IconHourglass}>Ranking closes {deadlineText(round.rankingDeadline)}</Fact>
      <Fact icon={IconClockHour4}>Answers are due {deadlineText(round.confirmationDeadline)}</Fact>
    </Stack>
  );
}
