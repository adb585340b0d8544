import { Badge, type BadgeProps } from "@mantine/core";
import type { InvitationStatus } from "@stint/shared/applications";

const LOOKS: Record<InvitationStatus, { label: string; color: string }> = {
  open: { label: "Awaiting your answer", color: "blue" },
  accepted: { label: "Accepted", color: "teal" },
  declined: { label: "Declined", color: "gray" },
  ended: { label: "Ended: the job closed", color: "gray" },
};

/** An invitation's state from the student's side, in the same colours everywhere. */
export function InvitationStatusBadge({ status, ...props }: { status: InvitationStatus } & BadgeProps) {
  const look = LOOKS[status];
  return (
    <Badge variant="light" color={look.color} tt="none" {...props}>
      {look.label}
    </Badge>
  );
}
