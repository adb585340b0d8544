import { Button, Group, Stack, Text } from "@mantine/core";
import { notifications as toasts } from "@mantine/notifications";
import {
  INTERVIEW_REASON_MAX,
  INTERVIEW_TEXT_MAX,
  interviewCancelSchema,
  interviewOtherTimesSchema,
  type Interview,
} from "@stint/shared/interviews";
import { useState } from "react";
import { askOtherTimes, cancelInterview } from "../api/interviews.ts";
import { AddToCalendar } from "./add-to-calendar.tsx";
import { InterviewFacts } from "./interview-facts.tsx";
import { InterviewMessageDialog } from "./interview-message-dialog.tsx";
import { InterviewFrame, InterviewReason, WithInterviews } from "./interview-panel.tsx";
import { SlotPicker } from "./slot-picker.tsx";

type Dialog = "other-times" | "reschedule" | "cancel" | null;

function StudentInterviewCard({ interview, companyName }: { interview: Interview; companyName: string }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const open = interview.status !== "cancelled";

  let body: React.ReactNode;
  if (interview.status === "proposed") {
    body = (
      <Stack gap="sm">
        <Text size="sm">{companyName} invites you to an interview. Choose the time that suits you.</Text>
        <InterviewReason interview={interview} viewer="student" otherName={companyName} />
        <SlotPicker
          interview={interview}
          noneWork={
            <Button variant="default" onClick={() => setDialog("other-times")}>
              None of these work
            </Button>
          }
        />
      </Stack>
    );
  } else if (interview.status === "other-times-requested") {
    body = (
      <Stack gap="sm">
        <Text size="sm">
          You asked for other times. {companyName} will propose new ones; you are told when they do.
        </Text>
        <InterviewReason interview={interview} viewer="student" otherName={companyName} />
      </Stack>
    );
  } else if (interview.status === "scheduled") {
    body = (
      <Stack gap="sm">
        <InterviewFacts interview={interview} noteFrom={companyName} />
        <InterviewReason interview={interview} viewer="student" otherName={companyName} />
        <AddToCalendar role="student" />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="xs">
        <Text size="sm">This interview was cancelled.</Text>
        <InterviewReason interview={interview} viewer="student" otherName={companyName} />
      </Stack>
    );
  }

  return (
    <InterviewFrame interview={interview}>
      {body}
      {open && (
        <Group gap="xs" mt="md">
          {interview.status === "scheduled" && (
            <Button variant="subtle" size="compact-sm" onClick={() => setDialog("reschedule")}>
              Ask to reschedule
            </Button>
          )}
          <Button variant="subtle" color="red" size="compact-sm" onClick={() => setDialog("cancel")}>
            Cancel the interview
          </Button>
        </Group>
      )}
      <InterviewMessageDialog
        opened={dialog === "other-times" || dialog === "reschedule"}
        onClose={close}
        title={dialog === "reschedule" ? "Ask to reschedule" : "Ask for other times"}
        field="message"
        label={`Message to ${companyName}`}
        max={INTERVIEW_TEXT_MAX}
        schema={interviewOtherTimesSchema}
        submit={(body) => askOtherTimes(interview.id, body)}
        submitLabel="Send"
        errorTitle="Your request was not sent"
        onDone={() => toasts.show({ color: "teal", title: "Request sent", message: `${companyName} is told.` })}
      >
        Say when you could make it instead; {companyName} proposes new times
        {dialog === "reschedule" ? " and the current one is given up." : "."}
      </InterviewMessageDialog>
      <InterviewMessageDialog
        opened={dialog === "cancel"}
        onClose={close}
        title="Cancel the interview?"
        field="reason"
        label={`Why, for ${companyName}`}
        max={INTERVIEW_REASON_MAX}
        schema={interviewCancelSchema}
        submit={(body) => cancelInterview(interview.id, body)}
        submitLabel="Cancel the interview"
        errorTitle="The interview was not cancelled"
        destructive
        onDone={() => toasts.show({ color: "gray", title: "Interview cancelled", message: `${companyName} is told.` })}
      >
        {companyName} is told, and the event leaves both calendars. Your application stays as it is.
      </InterviewMessageDialog>
    </InterviewFrame>
  );
}

/** On the student's application: the interview the company proposed or scheduled, and what they can do with it. */
export function StudentInterview({ applicationId, companyName }: { applicationId: string; companyName: string }) {
  return (
    <WithInterviews
      applicationId={applicationId}
      what="your interview"
      render={(current) =>
        current ? <StudentInterviewCard key={current.id} interview={current} companyName={companyName} /> : null
      }
    />
  );
}
