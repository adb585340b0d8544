import { Badge } from "@mantine/core";
import { ROUND_STATUS_LABELS, type RoundStatus } from "@stint/shared/rounds";
import { ROUND_STATUS_COLORS } from "../round-format.ts";

export function RoundStatusBadge({ status }: { status: RoundStatus }) {
  return (
    <Badge variant="light" color={ROUND_STATUS_COLORS[status]} tt="none">
      {ROUND_STATUS_LABELS[status]}
    </Badge>
  );
}
