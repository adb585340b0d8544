import { Anchor, Card, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { Role } from "@stint/shared/account";
import type { Interview } from "@stint/shared/interviews";
import { paths } from "@stint/shared/page-routes";
import { useId } from "react";
import { Link } from "react-router";
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
          with {other}
        </Text>
        {slot ? (
          <SlotTime slot={slot} timeZone={interview.timeZone} />
        ) : (
          <Text size="sm">
            {interview.status === "proposed"
              ? role === "student"
                ? `${offered.length} ${offered.length === 1 ? "time" : "times"} to choose from`
                : `Waiting for ${other} to choose one of ${offered.length} ${offered.length === 1 ? "time" : "times"}`
              : role === "student"
                ? "Waiting for new times"
                : `${other} asked for other times`}
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
  const headingId = useId();
  const upcoming = useUpcomingInterviews();
  if (upcoming.isSuccess && upcoming.data.length === 0) return null;
  const sorted = [...(upcoming.data ?? [])].sort((a, b) => (firstMoment(a) ?? "").localeCompare(firstMoment(b) ?? ""));
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" mb="sm" id={headingId}>
        Upcoming interviews
      </Title>
      {upcoming.isPending ? (
        <Stack gap="xs" role="status" aria-label="Loading your upcoming interviews">
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : upcoming.isError ? (
        <Text size="sm" c="red.9">
          Your interviews could not be loaded: {upcoming.error.message}
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
