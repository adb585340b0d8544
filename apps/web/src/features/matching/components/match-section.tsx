import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";
import type { MatchViewer } from "./match-explanation.tsx";
import { MatchScorePanel } from "./match-score-panel.tsx";

type Props = {
  title: string;
  /** A line under the title: which CV or which job the match is about. */
  description?: ReactNode;
  /** At the right of the title: a CV chooser, a link back. */
  actions?: ReactNode;
  cvId: string;
  jobId: string;
  viewer: MatchViewer;
};

/** A titled part of a detail screen with the explained match of one CV and one job (job detail, CV detail). */
export function MatchSection({ title, description, actions, cvId, jobId, viewer }: Props) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" id={headingId} style={{ overflowWrap: "anywhere" }}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed" component="div" style={{ overflowWrap: "anywhere" }}>
                {description}
              </Text>
            )}
          </div>
          {actions}
        </Group>
        <MatchScorePanel cvId={cvId} jobId={jobId} viewer={viewer} />
      </Stack>
    </Card>
  );
}
