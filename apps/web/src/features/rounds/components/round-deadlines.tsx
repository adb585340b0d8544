import { Stack } from "@mantine/core";
import type { RoundStatus } from "@stint/shared/rounds";
import { IconClockHour4, IconHourglass } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Fact } from "../../../components/fact.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { deadlineText } from "../round-format.ts";

/** A round's two deadlines, with how far each is while it still counts. */
export function RoundDeadlines({
  round,
  gap = 4,
}: {
  round: { status: RoundStatus; rankingDeadline: string; confirmationDeadline: string };
  gap?: number;
}) {
  const { t } = useTranslation("rounds");
  const ran = round.status === "confirming" || round.status === "closed";
  return (
    <Stack gap={gap}>
      <Fact icon={IconHourglass}>
        {ran ? t("deadlines.rankingClosed") : t("deadlines.rankingCloses", { when: deadlineText(t, round.rankingDeadline) })}
      </Fact>
      <Fact icon={IconClockHour4}>
        {round.status === "closed"
          ? t("deadlines.answersWereDue", { when: formatDateTime(round.confirmationDeadline) })
          : t("deadlines.answersDue", { when: deadlineText(t, round.confirmationDeadline) })}
      </Fact>
    </Stack>
  );
}
