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
import { useTranslation } from "react-i18next";
import { askOtherTimes, cancelInterview } from "../api/interviews.ts";
import { AddToCalendar } from "./add-to-calendar.tsx";
import { InterviewFacts } from "./interview-facts.tsx";
import { InterviewMessageDialog } from "./interview-message-dialog.tsx";
import { InterviewFrame, InterviewReason, WithInterviews } from "./interview-panel.tsx";
import { SlotPicker } from "./slot-picker.tsx";

type Dialog = "other-times" | "reschedule" | "cancel" | null;

function StudentInterviewCard({ interview, companyName }: { interview: Interview; companyName: string }) {
  const { t } = useTranslation("interviews");
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const open = interview.status !== "cancelled";

  let body: React.ReactNode;
  if (interview.status === "proposed") {
    body = (
      <Stack gap="sm">
        <Text size="sm">{t("student.invites", { company: companyName })}</Text>
        <InterviewReason interview={interview} viewer="student" otherName={companyName} />
        <SlotPicker
          interview={interview}
          noneWork={
            <Button variant="default" onClick={() => setDialog("other-times")}>
              {t("student.noneWork")}
            </Button>
          }
        />
      </Stack>
    );
  } else if (interview.status === "other-times-requested") {
    body = (
      <Stack gap="sm">
        <Text size="sm">{t("student.askedOther", { company: companyName })}</Text>
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
        <Text size="sm">{t("student.cancelled")}</Text>
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
              {t("student.askReschedule")}
            </Button>
          )}
          <Button variant="subtle" color="red" size="compact-sm" onClick={() => setDialog("cancel")}>
            {t("cancel.button")}
          </Button>
        </Group>
      )}
      <InterviewMessageDialog
        opened={dialog === "other-times" || dialog === "reschedule"}
        onClose={close}
        title={dialog === "reschedule" ? t("student.askReschedule") : t("student.askOther")}
        field="message"
        label={t("student.messageTo", { company: companyName })}
        max={INTERVIEW_TEXT_MAX}
        schema={interviewOtherTimesSchema}
        submit={(body) => askOtherTimes(interview.id, body)}
        submitLabel={t("student.send")}
        errorTitle={t("student.requestError")}
        onDone={() =>
          toasts.show({
            color: "teal",
            title: t("student.requestSent"),
            message: t("cancel.told", { name: companyName }),
          })
        }
      >
        {t("student.otherText", { mode: dialog === "reschedule" ? "reschedule" : "other", company: companyName })}
      </InterviewMessageDialog>
      <InterviewMessageDialog
        opened={dialog === "cancel"}
        onClose={close}
        title={t("cancel.title")}
        field="reason"
        label={t("cancel.why", { name: companyName })}
        max={INTERVIEW_REASON_MAX}
        schema={interviewCancelSchema}
        submit={(body) => cancelInterview(interview.id, body)}
        submitLabel={t("cancel.button")}
        errorTitle={t("cancel.error")}
        destructive
        onDone={() =>
          toasts.show({ color: "gray", title: t("cancel.doneTitle"), message: t("cancel.told", { name: companyName }) })
        }
      >
        {t("student.cancelText", { company: companyName })}
      </InterviewMessageDialog>
    </InterviewFrame>
  );
}

/** On the student's application: the interview the company proposed or scheduled, and what they can do with it. */
export function StudentInterview({ applicationId, companyName }: { applicationId: string; companyName: string }) {
  const { t } = useTranslation("interviews");
  return (
    <WithInterviews
      applicationId={applicationId}
      loading={t("student.loading")}
      failed={(error) => t("student.failed", { error })}
      render={(current) =>
        current ? <StudentInterviewCard key={current.id} interview={current} companyName={companyName} /> : null
      }
    />
  );
}
