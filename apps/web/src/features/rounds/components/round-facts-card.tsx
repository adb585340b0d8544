import { Card, List, Stack, Text, Title } from "@mantine/core";
import type { Round } from "@stint/shared/rounds";
import { IconUsers } from "@tabler/icons-react";
import { useId } from "react";
import { Fact } from "../../../components/fact.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { RoundDeadlines } from "./round-deadlines.tsx";

/** The deadlines, how many eligible students have ranked, and the runs so far. */
export function RoundFactsCard({ round }: { round: Round }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="sm">
        Deadlines and progress
      </Title>
      <Stack gap="sm">
        <RoundDeadlines round={round} gap={6} />
        {round.status !== "draft" && (
          <Fact icon={IconUsers}>
            {round.students.ranked} of {round.students.eligible} students ranked their jobs
          </Fact>
        )}
        {round.runs.length > 0 && (
          <div>
            <Text size="sm" fw={650}>
              Runs
            </Text>
            <List size="sm" spacing={2}>
              {round.runs.map((run) => (
                <List.Item key={run.run}>
                  Run {run.run}, {formatDateTime(run.ranAt)}
                  {run.ranBy ? "" : " (at the deadline)"}: {run.placed} of {run.students} students placed
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Card>
  );
}
