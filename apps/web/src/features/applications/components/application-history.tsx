import { Group, Text } from "@mantine/core";
import { REJECT_REASON_LABELS, type ApplicationEvent } from "@stint/shared/applications";
import { formatDateTime } from "../../../lib/format.ts";
import { ApplicationStatusBadge } from "./application-status-badge.tsx";
import classes from "./application-history.module.css";

/** Who made a change, from the viewer's side: "you", or the other side by name. */
function byWhom(event: ApplicationEvent, names: { companyName: string; studentName?: string }, viewer: Viewer) {
  if (event.by === viewer) return "by you";
  return event.by === "company" ? `by ${names.companyName}` : `by ${names.studentName ?? "the applicant"}`;
}

type Viewer = "student" | "company";

/**
 * Every change of an application, oldest first: the new status, who made it and when, and the reason given
 * for a rejection or a withdrawal.
 */
export function ApplicationHistory({
  events,
  companyName,
  studentName,
  viewer = "student",
  label = "History",
}: {
  events: readonly ApplicationEvent[];
  companyName: string;
  /** The applicant's name, for the company's view of their changes (a withdrawal). */
  studentName?: string;
  /** Whose view: their own changes are "by you". */
  viewer?: Viewer;
  label?: string;
}) {
  return (
    <ol className={classes.history} aria-label={label}>
      {events.map((event) => (
        <li key={event.id} className={classes.event}>
          <Group gap={8} wrap="wrap" style={{ rowGap: 2 }}>
            <ApplicationStatusBadge status={event.toStatus} size="sm" />
            <Text size="sm">{byWhom(event, { companyName, studentName }, viewer)}</Text>
          </Group>
          <Text size="xs" c="dimmed" mt={2}>
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
          </Text>
          {(event.reasonCode || event.reasonText) && (
            <Text size="sm" mt={4} className={classes.reason}>
              {event.reasonCode && <strong>{REJECT_REASON_LABELS[event.reasonCode]}. </strong>}
              {event.reasonText}
            </Text>
          )}
        </li>
      ))}
    </ol>
  );
}
