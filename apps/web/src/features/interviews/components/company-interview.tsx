import { Button, Group, List, Stack, Text } from "@mantine/core";
import { notifications as toasts } from "@mantine/notifications";
import type { ApplicationStatus } from "@stint/shared/applications";
import { INTERVIEW_REASON_MAX, interviewCancelSchema, type Interview } from "@stint/shared/interviews";
import { IconCalendarEvent } from "@tabler/icons-react";
import { useState } from "react";
import { cancelInterview } from "../api/interviews.ts";
import { openSlots } from "../lib/interview-state.ts";
import { InterviewFacts, InterviewPlace } from "./interview-facts.tsx";
import { InterviewMessageDialog } from "./interview-message-dialog.tsx";
import { InterviewFrame, InterviewReason, WithInterviews } from "./interview-panel.tsx";
import { ScheduleInterviewDialog } from "./schedule-interview-dialog.tsx";
import { SlotTime } from "./slot-time.tsx";
import { AddToCalendar } from "./add-to-calendar.tsx";

/** The application steps at which a company may propose an interview (the API checks the same). */
const SCHEDULABLE: readonly ApplicationStatus[] = ["shortlisted", "interview"];

type Props = {
  applicationId: string;
  applicationStatus: ApplicationStatus;
  /** The student's name. */
  name: string;
  jobTitle: string;
};

type Dialog = "schedule" | "reschedule" | "cancel" | null;

function ProposedTimes({ interview }: { interview: Interview }) {
  const slots = openSlots(interview);
  if (slots.length === 0) return <Text size="sm">Every proposed time has passed: propose new ones.</Text>;
  return (
    <List spacing="xs" listStyleType="none" aria-label="Times proposed">
      {slots.map((slot) => (
        <List.Item key={slot.id}>
          <SlotTime slot={slot} timeZone={interview.timeZone} />
        </List.Item>
      ))}
    </List>
  );
}

function CompanyInterviewCard({
  interview,
  name,
  jobTitle,
  applicationId,
  applicationStatus,
}: Props & { interview: Interview | null }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const canSchedule = SCHEDULABLE.includes(applicationStatus);
  const live = interview !== null && interview.status !== "cancelled";

  if (!interview && !canSchedule) return null;

  let body: React.ReactNode;
  if (!interview) {
    body = <Text size="sm">Propose a few times; {name} picks one and both of you get a calendar invitation.</Text>;
  } else if (interview.status === "proposed") {
    body = (
      <Stack gap="sm">
        <Text size="sm">Waiting for {name} to choose one of these times:</Text>
        <ProposedTimes interview={interview} />
        <InterviewPlace location={interview.location} />
      </Stack>
    );
  } else if (interview.status === "other-times-requested") {
    body = (
      <Stack gap="sm">
        <InterviewReason interview={interview} viewer="company" otherName={name} />
        <Text size="sm">Propose new times that suit them.</Text>
      </Stack>
    );
  } else if (interview.status === "scheduled") {
    body = (
      <Stack gap="sm">
        <InterviewFacts interview={interview} noteFrom="you" />
        <AddToCalendar role="company" />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="xs">
        <Text size="sm">The interview was cancelled.</Text>
        <InterviewReason interview={interview} viewer="company" otherName={name} />
      </Stack>
    );
  }

  return (
    <InterviewFrame interview={interview}>
      {body}
      <Group gap="xs" mt="md">
        {live ? (
          <>
            <Button
              variant={interview.status === "other-times-requested" ? "filled" : "light"}
              size="compact-md"
              onClick={() => setDialog("reschedule")}
            >
              {interview.status === "scheduled" ? "Reschedule" : "Propose new times"}
            </Button>
            <Button variant="subtle" color="red" size="compact-md" onClick={() => setDialog("cancel")}>
              Cancel the interview
            </Button>
          </>
        ) : (
          canSchedule && (
            <Button
              size="compact-md"
              leftSection={<IconCalendarEvent size={16} aria-hidden />}
              onClick={() => setDialog("schedule")}
              aria-label={`${interview ? "Schedule another interview" : "Schedule interview"} with ${name}`}
            >
              {interview ? "Schedule another interview" : "Schedule interview"}
            </Button>
          )
        )}
      </Group>
      <ScheduleInterviewDialog
        opened={dialog === "schedule" || dialog === "reschedule"}
        onClose={close}
        applicationId={applicationId}
        name={name}
        jobTitle={jobTitle}
        current={dialog === "reschedule" && live ? interview : undefined}
        onSaved={() =>
          toasts.show({
            color: "teal",
            title: dialog === "reschedule" ? "New times sent" : "Interview proposed",
            message: `${name} is told and picks a time.`,
          })
        }
      />
      {live && (
        <InterviewMessageDialog
          opened={dialog === "cancel"}
          onClose={close}
          title="Cancel the interview?"
          field="reason"
          label={`Why, for ${name}`}
          max={INTERVIEW_REASON_MAX}
          schema={interviewCancelSchema}
          submit={(body) => cancelInterview(interview.id, body)}
          submitLabel="Cancel the interview"
          errorTitle="The interview was not cancelled"
          destructive
          onDone={() => toasts.show({ color: "gray", title: "Interview cancelled", message: `${name} is told.` })}
        >
          {name} is told, and the event leaves both calendars. The application stays at its step.
        </InterviewMessageDialog>
      )}
    </InterviewFrame>
  );
}

/**
 * On a company's view of an application: its interview's state (times proposed, other times asked for with the
 * student's message, scheduled, cancelled) with Reschedule and Cancel, or "Schedule interview" at the steps
 * where one may be proposed. Fetched only where it can matter, so a long list of applicants stays one request.
 */
export function CompanyInterview(props: Props) {
  return (
    <WithInterviews
      applicationId={props.applicationId}
      what={`the interview with ${props.name}`}
      render={(current) => <CompanyInterviewCard key={current?.id ?? "none"} interview={current} {...props} />}
    />
  );
}
