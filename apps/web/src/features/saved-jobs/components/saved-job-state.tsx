import { Badge } from "@mantine/core";
import type { SavedJobState } from "@stint/shared/saved-jobs";
import { useTranslation } from "react-i18next";

/** What a saved job's card says of it when it is no longer simply open: its deadline is near, or it closed. */
export function SavedJobStateBadge({ state }: { state: SavedJobState }) {
  const { t } = useTranslation("savedJobs");
  if (state === "open") return null;
  return (
    <Badge color={state === "closed" ? "gray" : "orange"} variant="light" size="sm">
      {t(`state.${state}`)}
    </Badge>
  );
}
