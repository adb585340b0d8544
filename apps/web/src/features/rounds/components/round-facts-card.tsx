import { Card, List, Stack, Text, Title } from "@mantine/core";
import type { Round } from "@stint/shared/rounds";
import { IconUsers } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Fact } from "../../../components/fact.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { RoundDeadlines } from "./round-deadlines.tsx";

/** The deadlines, how many eligible students have ranked, and the runs so far. */
export function RoundFactsCard({ round }: { round: Round }) {
  const { t } = useTranslation("rounds");
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="sm">
        {t("facts.title")}
      </Title>
      <Stack gap="sm">
        <RoundDeadlines round={round} gap={6} />
        {round.status !== "draft" && (
          <Fact icon={IconUsers}>
            {t("facts.ranked", { ranked: round.students.ranked, count: round.students.eligible })}
          </Fact>
        )}
        {round.runs.length > 0 && (
          <div>
            <Text size="sm" fw={650}>
              {t("facts.runs")}
            </Text>
            <List size="sm" spacing={2}>
              {round.runs.map((run) => (
                <List.Item key={run.run}>
                  {t("facts.run", {
                    run: run.run,
                    at: formatDateTime(run.ranAt),
                    byDeadline: run.ranBy ? "no" : "yes",
                    placed: run.placed,
                    count: run.students,
                  })}
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Card>
  );
}
