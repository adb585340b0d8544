import { Badge } from "@mantine/core";
import type { RoundSummary } from "@stint/shared/rounds";

export const ROUND_TODO_LABELS: Record<NonNullable<RoundSummary["todo"]>, string> = {
  rank: "Rank your applicants",
  "answer-place": "Answer proposed places",
  "answer-invitation": "Answer the invitation",
};

export function RoundTodoBadge({ todo }: { todo: RoundSummary["todo"] }) {
  if (!todo) return null;
  return (
    <Badge color="orange" variant="filled" tt="none">
      To do: {ROUND_TODO_LABELS[todo].toLowerCase()}
    </Badge>
  );
}
