import type { ApplicationStatus } from "@stint/shared/applications";

/** An applicant as the company's pipeline shows them (the screen builds it from a ranked candidate). */
export type PipelineApplicant = {
  applicationId: string;
  status: ApplicationStatus;
  overdue: boolean;
  name: string;
  cvId: string;
  /** Their match with the job while it is on (shortlisting makes it): contact details are shared. */
  matchId: string | null;
};
