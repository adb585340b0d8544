import { OPEN_APPLICATION_STATUSES, type RejectReason } from "@stint/shared/applications";
import { answer, api } from "../../../lib/api-client.ts";

/** How many applications to the job still wait for the company's answer (open statuses). */
export async function countOpenApplications(jobId: string, signal?: AbortSignal) {
  const page = await answer(
    api.GET("/applications", {
      params: { query: { jobId, status: [...OPEN_APPLICATION_STATUSES], limit: 1 } },
      signal,
    }),
  );
  return page.total;
}

/**
 * Closes a published job and answers every open application in one step (one transaction on the server):
 * each is rejected with the reason and its student is told, then the job closes. Nothing happens if it fails.
 */
export function closeJobAnsweringApplicants(
  jobId: string,
  reason: { reasonCode: RejectReason; reasonText: string | null },
) {
  return answer(api.POST("/applications/reject-open", { body: { jobId, ...reason, closeJob: true } }));
}
