import type { QueryClient } from "@tanstack/react-query";
import type { Job } from "@stint/shared/jobs";
import { applicationKeys, companyKeys, jobKeys, matchingKeys, matchKeys } from "../../../lib/query-keys.ts";

/**
 * After a job changed: keep its detail answer, and refresh lists, the dashboard summary, company pages and the
 * match scores (computed from the job).
 */
export async function jobChanged(queryClient: QueryClient, job: Job) {
  queryClient.setQueryData(jobKeys.detail(job.id), job);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: jobKeys.searches }),
    queryClient.invalidateQueries({ queryKey: matchingKeys.all }),
    queryClient.invalidateQueries({ queryKey: jobKeys.summary }),
    queryClient.invalidateQueries({ queryKey: companyKeys.detail(job.companyId) }),
  ]);
}

/**
 * After a job was deleted: refresh what listed it. Its own answer is forgotten only once the screen showing
 * it has moved on (`forgetJob`), or that screen would fetch it again and flash "not found".
 */
export async function jobRemoved(queryClient: QueryClient, job: Pick<Job, "id" | "companyId">) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: jobKeys.searches }),
    queryClient.invalidateQueries({ queryKey: matchingKeys.all }),
    queryClient.invalidateQueries({ queryKey: jobKeys.summary }),
    queryClient.invalidateQueries({ queryKey: companyKeys.detail(job.companyId) }),
  ]);
}

export function forgetJob(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: jobKeys.detail(id), exact: true });
}

/**
 * After a job was closed answering its open applications: the job, its applications (lists, counts, one
 * application), the ranked candidates and the matches (a rejection ends one) all changed.
 */
export async function jobClosedAnswering(queryClient: QueryClient, job: Pick<Job, "id" | "companyId">) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: jobKeys.detail(job.id) }),
    queryClient.invalidateQueries({ queryKey: jobKeys.searches }),
    queryClient.invalidateQueries({ queryKey: jobKeys.summary }),
    queryClient.invalidateQueries({ queryKey: companyKeys.detail(job.companyId) }),
    queryClient.invalidateQueries({ queryKey: matchingKeys.all }),
    queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
    queryClient.invalidateQueries({ queryKey: matchKeys.all }),
  ]);
}
