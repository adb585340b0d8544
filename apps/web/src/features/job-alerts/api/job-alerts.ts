import type { JobAlert, JobAlertCreate, JobAlertList, JobAlertPatch } from "@stint/shared/job-alerts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { jobAlertKeys } from "../../../lib/query-keys.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export const jobAlertsQueryOptions = () =>
  queryOptions({
    queryKey: jobAlertKeys.all,
    queryFn: ({ signal }) => answer(api.GET("/job-alerts", { signal })) as Promise<JobAlertList>,
  });

/** The student's job alerts, oldest first. */
export function useJobAlerts() {
  return useQuery(jobAlertsQueryOptions());
}

/** Saves the search as an alert; 409 `job-alert-limit` past the most a student may keep. */
export function createJobAlert(input: JobAlertCreate) {
  return answer(api.POST("/job-alerts", { body: input as never })) as Promise<JobAlert>;
}

export function updateJobAlert({ id, patch }: { id: string; patch: JobAlertPatch }) {
  return answer(api.PATCH("/job-alerts/{id}", { params: { path: { id } }, body: patch })) as Promise<JobAlert>;
}

/** Renames, changes how often, pauses or resumes; the list refreshes either way (a 404: deleted elsewhere). */
export function useUpdateJobAlert() {
  return useApiMutation({
    mutationFn: updateJobAlert,
    changes: "job-alert.changed",
    refusalChanges: "job-alert.changed",
  });
}

export function useDeleteJobAlert() {
  return useApiMutation({
    mutationFn: (id: string) => answer(api.DELETE("/job-alerts/{id}", { params: { path: { id } } })),
    changes: "job-alert.changed",
    refusalChanges: "job-alert.changed",
  });
}
