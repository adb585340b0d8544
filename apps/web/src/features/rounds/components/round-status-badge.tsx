import { Badge } from "@mantine/core";
import type { RoundStatus } from "@stint/shared/rounds";
import { useLabels } from "../../../i18n/labels.ts";
import { ROUND_STATUS_COLORS } from "../round-format.ts";

export function RoundStatusBadge({ status }: { status: RoundStatus }) {
  const labels = useLabels();
  return (
    <Badge variant="light" color={ROUND_STATUS_COLORS[status]} tt="none">
      {labels.roundStatus(status)}
    </Badge>
  );
}
