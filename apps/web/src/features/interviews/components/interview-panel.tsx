import { Button, Card, Group, Skeleton, Text, Title } from "@mantine/core";
import type { Interview } from "@stint/shared/interviews";
import { useId, type ReactNode } from "react";
import { useApplicationInterviews } from "../api/interviews.ts";
import { currentInterview } from "../lib/interview-state.ts";
import { InterviewStatusBadge } from "./interview-status-badge.tsx";
import classes from "./interview-panel.module.css";

/** The interview part of an application: a titled card with the interview's state beside the title. */
export function InterviewFrame({
  title = "Interview",
  interview,
  children,
}: {
  title?: string;
  interview: Interview | null;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder className={classes.frame}>
      <Group justify="space-between" align="center" gap="xs" mb="sm" wrap="wrap">
        <Title order={3} fz="md" id={headingId}>
          {title}
        </Title>
        {interview && <InterviewStatusBadge status={interview.status} />}
      </Group>
      {children}
    </Card>
  );
}

/**
 * An application's interviews, loaded, and what to show of them: `render` gets the current interview (null
 * before any) and the whole list. Loading and a failure are said in one line, the rest of the screen stays usable.
 */
export function WithInterviews({
  applicationId,
  what,
  render,
}: {
  applicationId: string;
  /** "your interview", "the interview with Lena Meier": for the loading and error lines. */
  what: string;
  render: (current: Interview | null, all: readonly Interview[]) => ReactNode;
}) {
  const interviews = useApplicationInterviews(applicationId);
  if (interviews.isPending) return <Skeleton height={72} radius="md" role="status" aria-label={`Loading ${what}`} />;
  if (interviews.isError) {
    return (
      <Text size="sm" c="red.9">
        {what.charAt(0).toUpperCase() + what.slice(1)} could not be loaded: {interviews.error.message}{" "}
        <Button variant="subtle" size="compact-sm" onClick={() => void interviews.refetch()}>
          Try again
        </Button>
      </Text>
    );
  }
  return render(currentInterview(interviews.data), interviews.data);
}

const VERBS: Record<Interview["status"], string> = {
  proposed: "changed the times",
  "other-times-requested": "asked for other times",
  scheduled: "moved the interview",
  cancelled: "cancelled",
};

/**
 * The last words on the interview (why it moved, why other times, why cancelled), quoted with who said them:
 * "You cancelled", "Noa Keller asked for other times". A move is always the company's.
 */
export function InterviewReason({
  interview,
  viewer,
  otherName,
}: {
  interview: Interview;
  viewer: "student" | "company";
  otherName: string;
}) {
  if (!interview.reason) return null;
  const by = interview.reasonBy ?? "company";
  return (
    <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
      <Text span fw={600} size="sm">
        {by === viewer ? "You" : otherName} {VERBS[interview.status]}:
      </Text>{" "}
      “{interview.reason}”
    </Text>
  );
}
