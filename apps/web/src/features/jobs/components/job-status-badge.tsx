import { Badge, type BadgeProps } from "@mantine/core";
import { JOB_STATUS_LABELS, type JobStatus } from "@stint/shared/jobs";

const COLORS: Record<JobStatus, string> = { draft: "yellow", published: "teal", closed: "gray" };

export function jobStatusColor(status: JobStatus) {
  return COLORS[status];
}

/** Draft / Published / Closed, in the same colours everywhere. */
export function JobStatusBadge({ status, ...props }: { status: JobStatus } & BadgeProps) {
  return (
    <Badge variant="light" color={COLORS[status]} {...props}>
      {JOB_STATUS_LABELS[status]}
    </Badge>
  );
}
