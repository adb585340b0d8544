import {
  OPEN_APPLICATION_STATUSES,
  type ApplicationPage,
  type ApplicationsRejectOpenResult,
  type RejectReason,
} from "@stint/shared/applications";
import { api } from "../../../lib/api-client.ts";

/** How many applications to the job still wait for the company's answer (open statuses). */
export async function countOpenApplications(jobId: string, signal?: AbortSignal) {
  const page = await api.get<ApplicationPage>("/applications", {
    signal,
    query: { jobId, status: OPEN_APPLICATION_STATUSES.join(","), limit: 1 },
  });
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
  return api.post<ApplicationsRejectOpenResult>("/applications/reject-open", { jobId, ...reason, closeJob: true });
}
