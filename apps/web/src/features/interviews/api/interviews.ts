import type {
  Interview,
  InterviewCancel,
  InterviewCreate,
  InterviewOtherTimes,
  InterviewPick,
  InterviewReschedule,
} from "@stint/shared/interviews";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { interviewKeys } from "../../../lib/query-keys.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export const applicationInterviewsQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: interviewKeys.forApplication(applicationId),
    queryFn: ({ signal }) =>
      answer(api.GET("/applications/{id}/interviews", { params: { path: { id: applicationId } }, signal })),
  });

/** An application's interviews, for its student or the job's company, oldest first. */
export function useApplicationInterviews(applicationId: string, enabled = true) {
  return useQuery({ ...applicationInterviewsQueryOptions(applicationId), enabled });
}

export const upcomingInterviewsQueryOptions = queryOptions({
  queryKey: interviewKeys.upcoming,
  queryFn: ({ signal }) => answer(api.GET("/interviews", { params: { query: { upcoming: "true" } }, signal })),
});

/** The viewer's interviews still ahead (either role): the dashboard's list. */
export function useUpcomingInterviews() {
  return useQuery(upcomingInterviewsQueryOptions);
}

export function proposeInterview(applicationId: string, body: InterviewCreate) {
  return answer(api.POST("/applications/{id}/interviews", { params: { path: { id: applicationId } }, body }));
}

export function rescheduleInterview(id: string, body: InterviewReschedule) {
  return answer(api.POST("/interviews/{id}/reschedule", { params: { path: { id } }, body }));
}

export function askOtherTimes(id: string, body: InterviewOtherTimes) {
  return answer(api.POST("/interviews/{id}/other-times", { params: { path: { id } }, body }));
}

export function cancelInterview(id: string, body: InterviewCancel) {
  return answer(api.POST("/interviews/{id}/cancel", { params: { path: { id } }, body }));
}

/**
 * The student picks one of the proposed times: the interview is scheduled, the application moves to `interview`.
 * `onPicked` runs before the lists are read again: the picker showing the times is gone after that.
 */
export function usePickSlot(id: string, onPicked?: (interview: Interview) => void) {
  return useApiMutation<Interview, InterviewPick>({
    mutationFn: (body) => answer(api.POST("/interviews/{id}/pick", { params: { path: { id } }, body })),
    changes: "interviews.changed",
    onSuccess: onPicked,
    // Refused (the company moved or cancelled it meanwhile): what is shown is read again.
    refusalChanges: "interviews.changed",
  });
}
