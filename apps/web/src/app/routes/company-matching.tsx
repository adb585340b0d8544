import type { Job } from "@stint/shared/jobs";
import { useOutletContext } from "react-router";
import { InviteButton } from "../../features/invitations/components/invite-button.tsx";
import { CandidateListScreen } from "./candidate-list-screen.tsx";
import { MessageButton } from "../../components/message-button.tsx";

/**
 * `/matching-applicants/{id}/company-matching`: students open to offers ranked for the job, with filters,
 * saved filters and Invite on each row.
 */
export function CompanyMatchingRoute() {
  const job = useOutletContext<Job>();
  const inviteJob = {
    id: job.id,
    title: job.title,
    status: job.status,
    deadline: job.deadline,
    companyName: job.company.name,
  };
  return (
    <CandidateListScreen
      job={job}
      scope="invitable"
      renderActions={(candidate) => (
        <>
          <InviteButton job={inviteJob} candidate={candidate} />
          {/* An invitation's message opened the conversation: the company may go on in it. */}
          {candidate.invitation && (
            <MessageButton size="xs" to={{ studentId: candidate.student.id, name: candidate.student.name }} job={job} />
          )}
        </>
      )}
    />
  );
}
