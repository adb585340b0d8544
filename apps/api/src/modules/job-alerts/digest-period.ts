import type { JobAlertFrequency } from "@stint/shared/job-alerts";

const DAY_MS = 86_400_000;

/** How long a digest collects new jobs: a day or a week; instant and in-app alerts tell at once (0). */
export function periodMs(frequency: JobAlertFrequency): number {
  if (frequency === "daily") return DAY_MS;
  if (frequency === "weekly") return 7 * DAY_MS;
  return 0;
}
