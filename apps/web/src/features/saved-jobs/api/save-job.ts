import { answer, api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export function saveJob(jobId: string) {
  return answer(api.PUT("/saved-jobs/{jobId}", { params: { path: { jobId } } }));
}

export function unsaveJob(jobId: string) {
  return answer(api.DELETE("/saved-jobs/{jobId}", { params: { path: { jobId } } }));
}

/** Saves or unsaves a job (both idempotent on the server, so a repeated click is harmless). */
export function useToggleSavedJob() {
  return useApiMutation({
    mutationFn: ({ jobId, save }: { jobId: string; save: boolean }) => (save ? saveJob(jobId) : unsaveJob(jobId)),
    changes: () => ["saved-job.changed"],
  });
}
