import { Badge, type BadgeProps } from "@mantine/core";
import type { ApplicationStatus } from "@stint/shared/applications";
import { useLabels } from "../../../i18n/labels.ts";

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
  const labels = useLabels();
  return (
    <Badge variant="light" color={COLORS[status]} tt="none" {...props}>
      {labels.applicationStatus(status)}
    </Badge>
  );
}
