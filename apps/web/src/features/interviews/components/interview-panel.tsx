import { Button, Card, Group, Skeleton, Text, Title } from "@mantine/core";
import type { Interview } from "@stint/shared/interviews";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { useApplicationInterviews } from "../api/interviews.ts";
import { currentInterview } from "../lib/interview-state.ts";
import { InterviewStatusBadge } from "./interview-status-badge.tsx";
import classes from "./interview-panel.module.css";

/** The interview part of an application: a titled card with the interview's state beside the title. */
export function InterviewFrame({
  title,
  interview,
  children,
}: {
  title?: string;
  interview: Interview | null;
  children: ReactNode;
}) {
  const { t } = useTranslation("interviews");
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder className={classes.frame}>
      <Group justify="space-between" align="center" gap="xs" mb="sm" wrap="wrap">
        <Title order={3} fz="md" id={headingId}>
          {title ?? t("panel.title")}
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
  loading,
  failed,
  render,
}: {
  applicationId: string;
  /** "Loading your interview": the skeleton's label. */
  loading: string;
  /** "Your interview could not be loaded: …", given the error's message. */
  failed: (error: string) => string;
  render: (current: Interview | null, all: readonly Interview[]) => ReactNode;
}) {
  const { t } = useTranslation("interviews");
  const messages = useMessages();
  const interviews = useApplicationInterviews(applicationId);
  if (interviews.isPending) return <Skeleton height={72} radius="md" role="status" aria-label={loading} />;
  if (interviews.isError) {
    return (
      <Text size="sm" c="red.9">
        {failed(messages.error(interviews.error))}{" "}
        <Button variant="subtle" size="compact-sm" onClick={() => void interviews.refetch()}>
          {t("common:tryAgain")}
        </Button>
      </Text>
    );
  }
  return render(currentInterview(interviews.data), interviews.data);
}

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
  const { t } = useTranslation("interviews");
  if (!interview.reason) return null;
  const by = interview.reasonBy ?? "company";
  return (
    <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
      <Text span fw={600} size="sm">
        {t(`panel.reason.${interview.status}`, { mine: String(by === viewer), name: otherName })}
      </Text>{" "}
      {t("panel.quote", { text: interview.reason })}
    </Text>
  );
}
