import { Badge, type BadgeProps } from "@mantine/core";
import type { InterviewStatus } from "@stint/shared/interviews";

const LABELS: Record<InterviewStatus, string> = {
  proposed: "Times proposed",
  "other-times-requested": "Other times asked for",
  scheduled: "Scheduled",
  cancelled: "Cancelled",
};

const COLORS: Record<InterviewStatus, string> = {
  proposed: "blue",
  "other-times-requested": "orange",
  scheduled: "teal",
  cancelled: "gray",
};

/** An interview's state, in the same words and colours on every screen. */
export function InterviewStatusBadge({ status, ...props }: { status: InterviewStatus } & BadgeProps) {
  return (
    <Badge variant="light" color={COLORS[status]} tt="none" {...props}>
      {LABELS[status]}
    </Badge>
  );
}
