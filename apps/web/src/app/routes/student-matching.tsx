import type { ApplicationStatus } from "@stint/shared/applications";
import type { Job } from "@stint/shared/jobs";
import type { Candidate } from "@stint/shared/matching";
import { useOutletContext } from "react-router";
import { ApplicationStatusBadge } from "../../features/applications/components/application-status-badge.tsx";
import {
  ApplicantCheckbox,
  BulkRejectBar,
  useApplicantSelection,
} from "../../features/applications/components/bulk-reject.tsx";
import { CompanyApplicantActions } from "../../features/applications/components/company-applicant-actions.tsx";
import { CompanyApplicantDetails } from "../../features/applications/components/company-applicant-details.tsx";
import type { PipelineApplicant } from "../../features/applications/components/pipeline-applicant.ts";
import { CompanyInterview } from "../../features/interviews/components/company-interview.tsx";
import { ApplicantSearch, useApplicantFilters } from "../../features/matching/components/applicant-search.tsx";
import { CandidateRelation } from "../../features/matching/components/candidate-relation.tsx";
import { StudentRatings } from "../../features/ratings/components/student-ratings.tsx";
import { MessageButton } from "../../components/message-button.tsx";

/**
 * The steps at which an application's interview is shown on its row (and one may be proposed): one request per
 * such row, none for the others.
 */
const INTERVIEW_STEPS: ReadonlySet<ApplicationStatus> = new Set(["shortlisted", "interview"]);

/** A ranked candidate as the pipeline sees them (the applicants list only has candidates who applied). */
function toApplicant(candidate: Candidate): PipelineApplicant | null {
  if (!candidate.application) return null;
  return {
    applicationId: candidate.application.id,
    status: candidate.application.status,
    overdue: candidate.application.overdue,
    name: candidate.student.name,
    cvId: candidate.cvId,
    matchId: candidate.matched?.id ?? null,
  };
}

/**
 * `/matching-applicants/{id}/student-matching`: the students who applied to the job, ranked by their match,
 * a status at a time, with the pipeline on each row (next step, reject, hire, contact once matched, history)
 * and a bulk rejection.
 */
export function StudentMatchingRoute() {
  const job = useOutletContext<Job>();
  const { filters, update } = useApplicantFilters();
  const selection = useApplicantSelection();

  return (
    <ApplicantSearch
      job={{ id: job.id, hasPlace: job.location !== null }}
      filters={filters}
      update={update}
      toolbar={(candidates) => (
        <BulkRejectBar
          applicants={candidates.map(toApplicant).filter((applicant) => applicant !== null)}
          selection={selection}
          jobTitle={job.title}
        />
      )}
      row={(candidate) => {
        const applicant = toApplicant(candidate);
        return {
          relation: (
            <CandidateRelation
              candidate={candidate}
              statusBadge={(status) => <ApplicationStatusBadge status={status} />}
            />
          ),
          ...(applicant && {
            selector: <ApplicantCheckbox applicant={applicant} selection={selection} />,
            actions: (
              <>
                <CompanyApplicantActions
                  applicant={applicant}
                  jobTitle={job.title}
                  offerDefaults={{ startDate: job.startDate, pay: job.pay }}
                />
                <MessageButton
                  size="xs"
                  to={{ studentId: candidate.student.id, name: candidate.student.name }}
                  job={job}
                />
              </>
            ),
            details: (
              <CompanyApplicantDetails
                applicant={applicant}
                jobId={job.id}
                more={<StudentRatings studentId={candidate.student.id} name={candidate.student.name} />}
                interview={
                  INTERVIEW_STEPS.has(applicant.status) && (
                    <CompanyInterview
                      applicationId={applicant.applicationId}
                      applicationStatus={applicant.status}
                      name={applicant.name}
                      jobTitle={job.title}
                    />
                  )
                }
              />
            ),
          }),
        };
      }}
    />
  );
}
