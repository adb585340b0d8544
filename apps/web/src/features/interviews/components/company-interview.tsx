import { Button, Group, List, Stack, Text } from "@mantine/core";
import { notifications as toasts } from "@mantine/notifications";
import type { ApplicationStatus } from "@stint/shared/applications";
import { INTERVIEW_REASON_MAX, interviewCancelSchema, type Interview } from "@stint/shared/interviews";
import { IconCalendarEvent } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("interviews");
  const slots = openSlots(interview);
  if (slots.length === 0) return <Text size="sm">{t("company.allPassed")}</Text>;
  return (
    <List spacing="xs" listStyleType="none" aria-label={t("company.timesProposed")}>
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
  const { t } = useTranslation("interviews");
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const canSchedule = SCHEDULABLE.includes(applicationStatus);
  const live = interview !== null && interview.status !== "cancelled";

  if (!interview && !canSchedule) return null;

  let body: React.ReactNode;
  if (!interview) {
    body = <Text size="sm">{t("company.intro", { name })}</Text>;
  } else if (interview.status === "proposed") {
    body = (
      <Stack gap="sm">
        <Text size="sm">{t("company.waiting", { name })}</Text>
        <ProposedTimes interview={interview} />
        <InterviewPlace location={interview.location} />
      </Stack>
    );
  } else if (interview.status === "other-times-requested") {
    body = (
      <Stack gap="sm">
        <InterviewReason interview={interview} viewer="company" otherName={name} />
        <Text size="sm">{t("company.proposeSuiting")}</Text>
      </Stack>
    );
  } else if (interview.status === "scheduled") {
    body = (
      <Stack gap="sm">
        <InterviewFacts interview={interview} noteFrom={null} />
        <AddToCalendar role="company" />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="xs">
        <Text size="sm">{t("company.cancelled")}</Text>
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
              {interview.status === "scheduled" ? t("company.reschedule") : t("company.proposeNew")}
            </Button>
            <Button variant="subtle" color="red" size="compact-md" onClick={() => setDialog("cancel")}>
              {t("cancel.button")}
            </Button>
          </>
        ) : (
          canSchedule && (
            <Button
              size="compact-md"
              leftSection={<IconCalendarEvent size={16} aria-hidden />}
              onClick={() => setDialog("schedule")}
              aria-label={interview ? t("company.scheduleAnotherWith", { name }) : t("company.scheduleWith", { name })}
            >
              {interview ? t("company.scheduleAnother") : t("company.schedule")}
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
            title: dialog === "reschedule" ? t("company.sentTitle") : t("company.proposedTitle"),
            message: t("company.toldPicks", { name }),
          })
        }
      />
      {live && (
        <InterviewMessageDialog
          opened={dialog === "cancel"}
          onClose={close}
          title={t("cancel.title")}
          field="reason"
          label={t("cancel.why", { name })}
          max={INTERVIEW_REASON_MAX}
          schema={interviewCancelSchema}
          submit={(body) => cancelInterview(interview.id, body)}
          submitLabel={t("cancel.button")}
          errorTitle={t("cancel.error")}
          destructive
          onDone={() =>
            toasts.show({ color: "gray", title: t("cancel.doneTitle"), message: t("cancel.told", { name }) })
          }
        >
          {t("company.cancelText", { name })}
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
  const { t } = useTranslation("interviews");
  return (
    <WithInterviews
      applicationId={props.applicationId}
      loading={t("company.loading", { name: props.name })}
      failed={(error) => t("company.failed", { name: props.name, error })}
      render={(current) => <CompanyInterviewCard key={current?.id ?? "none"} interview={current} {...props} />}
    />
  );
}
