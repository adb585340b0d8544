import { Badge, type BadgeProps } from "@mantine/core";
import type { JobStatus } from "@stint/shared/jobs";
import { useLabels } from "../../../i18n/labels.ts";

const COLORS: Record<JobStatus, string> = { draft: "yellow", published: "teal", closed: "gray" };

export function jobStatusColor(status: JobStatus) {
  return COLORS[status];
}

/** Draft / Published / Closed, in the same colours everywhere. */
export function JobStatusBadge({ status, ...props }: { status: JobStatus } & BadgeProps) {
  const labels = useLabels();
  return (
    <Badge variant="light" color={COLORS[status]} {...props}>
      {labels.jobStatus(status)}
    </Badge>
  );
}
