import { Group, Text } from "@mantine/core";
import type { ApplicationEvent } from "@stint/shared/applications";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../../i18n/labels.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { ApplicationStatusBadge } from "./application-status-badge.tsx";
import classes from "./application-history.module.css";

/** Who made a change, from the viewer's side: "you", or the other side by name. */
function byWhom(
  t: TFunction,
  event: ApplicationEvent,
  names: { companyName: string; studentName?: string },
  viewer: Viewer,
) {
  const who = event.by === viewer ? "you" : event.by === "student" && !names.studentName ? "applicant" : event.by;
  return t("history.by", { who, company: names.companyName, student: names.studentName ?? "" });
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
  label,
}: {
  events: readonly ApplicationEvent[];
  companyName: string;
  /** The applicant's name, for the company's view of their changes (a withdrawal). */
  studentName?: string;
  /** Whose view: their own changes are "by you". */
  viewer?: Viewer;
  label?: string;
}) {
  const { t } = useTranslation("applications");
  const labels = useLabels();
  return (
    <ol className={classes.history} aria-label={label ?? t("history.label")}>
      {events.map((event) => (
        <li key={event.id} className={classes.event}>
          <Group gap={8} wrap="wrap" style={{ rowGap: 2 }}>
            <ApplicationStatusBadge status={event.toStatus} size="sm" />
            <Text size="sm">{byWhom(t, event, { companyName, studentName }, viewer)}</Text>
          </Group>
          <Text size="xs" c="dimmed" mt={2}>
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
          </Text>
          {(event.reasonCode || event.reasonText) && (
            <Text size="sm" mt={4} className={classes.reason}>
              {event.reasonCode && (
                <strong>{t("history.reason", { reason: labels.rejectReason(event.reasonCode) })}</strong>
              )}
              {event.reasonText}
            </Text>
          )}
        </li>
      ))}
    </ol>
  );
}
