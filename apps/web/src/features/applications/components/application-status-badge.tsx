import { Badge, type BadgeProps } from "@mantine/core";
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from "@stint/shared/applications";

const COLORS: Record<ApplicationStatus, string> = {
  applied: "blue",
  reviewed: "cyan",
  shortlisted: "teal",
  interview: "stint",
  offer: "lime",
  hired: "green",
  rejected: "red",
  withdrawn: "gray",
};

/** An application's status (Applied … Hired, Rejected, Withdrawn), in the same colours everywhere. */
export function ApplicationStatusBadge({ status, ...props }: { status: ApplicationStatus } & BadgeProps) {
  return (
    <Badge variant="light" color={COLORS[status]} tt="none" {...props}>
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
