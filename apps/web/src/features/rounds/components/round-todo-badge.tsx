import { Badge } from "@mantine/core";
import type { RoundSummary } from "@stint/shared/rounds";
import { useTranslation } from "react-i18next";

/** What a company should do in a round now ("todo.rank": "To do: rank your applicants"). */
export function RoundTodoBadge({ todo }: { todo: RoundSummary["todo"] }) {
  const { t } = useTranslation("rounds");
  if (!todo) return null;
  return (
    <Badge color="orange" variant="filled" tt="none">
      {t(`todo.${todo}`)}
    </Badge>
  );
}
