import { Badge, type BadgeProps } from "@mantine/core";
import type { JobMark } from "@stint/shared/job-marks";
import { useLabels } from "../i18n/labels.ts";

const COLORS: Record<JobMark, string> = {
  invited: "cyan",
  applied: "blue",
  matched: "teal",
  offer: "lime",
  hired: "green",
  rejected: "red",
  withdrawn: "gray",
};

/**
 * What a job already is to the student (Applied, Invited, Matched, Offer, Hired, …) on a job card, so that it
 * never looks new; the same colours as the application's status badge.
 */
export function JobMarkBadge({ mark, ...props }: { mark: JobMark } & BadgeProps) {
  const labels = useLabels();
  return (
    <Badge variant="light" color={COLORS[mark]} tt="none" data-job-mark={mark} {...props}>
      {labels.jobMark(mark)}
    </Badge>
  );
}
