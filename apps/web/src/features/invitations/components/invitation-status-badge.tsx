import { Badge, type BadgeProps } from "@mantine/core";
import type { InvitationStatus } from "@stint/shared/applications";
import { useTranslation } from "react-i18next";

const COLORS: Record<InvitationStatus, string> = {
  open: "blue",
  accepted: "teal",
  declined: "gray",
  ended: "gray",
};

/** An invitation's state from the student's side, in the same colours everywhere. */
export function InvitationStatusBadge({ status, ...props }: { status: InvitationStatus } & BadgeProps) {
  const { t } = useTranslation("invitations");
  return (
    <Badge variant="light" color={COLORS[status]} tt="none" {...props}>
      {t(`status.${status}`)}
    </Badge>
  );
}
