import { Badge, type BadgeProps } from "@mantine/core";
import type { InterviewStatus } from "@stint/shared/interviews";
import { useTranslation } from "react-i18next";

const COLORS: Record<InterviewStatus, string> = {
  proposed: "blue",
  "other-times-requested": "orange",
  scheduled: "teal",
  cancelled: "gray",
};

/** An interview's state, in the same words and colours on every screen. */
export function InterviewStatusBadge({ status, ...props }: { status: InterviewStatus } & BadgeProps) {
  const { t } = useTranslation("interviews");
  return (
    <Badge variant="light" color={COLORS[status]} tt="none" {...props}>
      {t(`status.${status}`)}
    </Badge>
  );
}
