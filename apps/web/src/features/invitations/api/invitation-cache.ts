import type { QueryClient } from "@tanstack/react-query";
import { jobMarksChanged } from "../../../lib/job-marks-cache.ts";
import { applicationKeys, invitationKeys, matchKeys } from "../../../lib/query-keys.ts";

/**
 * After an invitation was answered: refresh the invitations; accepting also made an application (shown on its
 * job's page and under Applied) and a match.
 */
export async function invitationAnswered(queryClient: QueryClient, options: { jobId: string; accepted: boolean }) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: invitationKeys.lists }),
    queryClient.invalidateQueries({ queryKey: invitationKeys.openCount }),
    jobMarksChanged(queryClient),
    ...(options.accepted
      ? [
          queryClient.invalidateQueries({ queryKey: applicationKeys.lists }),
          queryClient.invalidateQueries({ queryKey: applicationKeys.forJob(options.jobId) }),
          queryClient.invalidateQueries({ queryKey: matchKeys.all }),
        ]
      : []),
  ]);
}
