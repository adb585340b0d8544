import { Anchor, Card, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { Role } from "@stint/shared/account";
import type { Interview } from "@stint/shared/interviews";
import { paths } from "@stint/shared/page-routes";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMessages } from "../../../i18n/messages.ts";
import { useUpcomingInterviews } from "../api/interviews.ts";
import { chosenSlot, firstMoment, openSlots } from "../lib/interview-state.ts";
import { InterviewStatusBadge } from "./interview-status-badge.tsx";
import { SlotTime } from "./slot-time.tsx";
import classes from "./upcoming-interviews.module.css";

/**
 * Where an interview is handled: the student's application on the job's page, the company's pipeline; none
 * once the job is deleted.
 */
function interviewLink(interview: Interview, role: Role) {
  const id = interview.job.id;
  if (id === null) return null;
  return role === "student" ? paths.jobDetail({ id }) : paths.jobApplicants({ id });
}

function UpcomingRow({ interview, role }: { interview: Interview; role: Role }) {
  const { t } = useTranslation("interviews");
  const slot = chosenSlot(interview);
  const other = role === "student" ? interview.companyName : interview.studentName;
  const offered = openSlots(interview);
  const to = interviewLink(interview, role);
  return (
    <li className={classes.row}>
      <div className={classes.main}>
        {to ? (
          <Anchor component={Link} to={to} fw={600} size="sm" className={classes.title}>
            {interview.job.title}
          </Anchor>
        ) : (
          <Text fw={600} size="sm" className={classes.title}>
            {interview.job.title}
          </Text>
        )}
        <Text size="sm" c="gray.8">
          {t("upcoming.with", { name: other })}
        </Text>
        {slot ? (
          <SlotTime slot={slot} timeZone={interview.timeZone} />
        ) : (
          <Text size="sm">
            {interview.status === "proposed"
              ? role === "student"
                ? t("upcoming.toChoose", { count: offered.length })
                : t("upcoming.waitingChoose", { count: offered.length, name: other })
              : role === "student"
                ? t("upcoming.waitingNew")
                : t("upcoming.askedOther", { name: other })}
          </Text>
        )}
      </div>
      <InterviewStatusBadge status={interview.status} className={classes.badge} />
    </li>
  );
}

/**
 * "Upcoming interviews" on the dashboard, for both roles: scheduled ones by time, and those still being
 * arranged (times to choose, other times asked for). Nothing is shown when there are none.
 */
export function UpcomingInterviews({ role }: { role: Role }) {
  const { t } = useTranslation("interviews");
  const messages = useMessages();
  const headingId = useId();
  const upcoming = useUpcomingInterviews();
  if (upcoming.isSuccess && upcoming.data.length === 0) return null;
  const sorted = [...(upcoming.data ?? [])].sort((a, b) => (firstMoment(a) ?? "").localeCompare(firstMoment(b) ?? ""));
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" mb="sm" id={headingId}>
        {t("upcoming.title")}
      </Title>
      {upcoming.isPending ? (
        <Stack gap="xs" role="status" aria-label={t("upcoming.loading")}>
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : upcoming.isError ? (
        <Text size="sm" c="red.9">
          {t("upcoming.failed", { error: messages.error(upcoming.error) })}
        </Text>
      ) : (
        <ul className={classes.list}>
          {sorted.map((interview) => (
            <UpcomingRow key={interview.id} interview={interview} role={role} />
          ))}
        </ul>
      )}
    </Card>
  );
}
