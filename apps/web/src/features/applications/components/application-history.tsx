import { Group, Text } from "@mantine/core";
import { REJECT_REASON_LABELS, type ApplicationEvent } from "@stint/shared/applications";
import { formatDateTime } from "../../../lib/format.ts";
import { ApplicationStatusBadge } from "./application-status-badge.tsx";
import classes from "./application-history.module.css";

/** Who made a change, from the student's side: "you" or the company by name. */
function byWhom(event: ApplicationEvent, companyName: string) {
  return event.by === "student" ? "by you" : `by ${companyName}`;
}

/**
 * Every change of an application, oldest first: the new status, who made it and when, and the reason given
 * for a rejection or a withdrawal.
 */
export function ApplicationHistory({
  events,
  companyName,
  label = "History",
}: {
  events: readonly ApplicationEvent[];
  companyName: string;
  label?: string;
}) {
  return (
    <ol className={classes.history} aria-label={label}>
      {events.map((event) => (
        <li key={event.id} className={classes.event}>
          <Group gap={8} wrap="wrap" style={{ rowGap: 2 }}>
            <ApplicationStatusBadge status={event.toStatus} size="sm" />
            <Text size="sm">{byWhom(event, companyName)}</Text>
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
