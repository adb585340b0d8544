import type { Job } from "@stint/shared/jobs";
import { useOutletContext } from "react-router";
import { CandidateListScreen } from "./candidate-list-screen.tsx";
import { MessageButton } from "../../components/message-button.tsx";

/**
 * `/matching-applicants/{id}/filtered-list`: every candidate of the job (applicants, invitees, matches) ranked
 * for it, filtered by score, skills, languages, studies, graduation, distance and where they stand, with saved
 * filters.
 */
export function FilteredListRoute() {
  const job = useOutletContext<Job>();
  return (
    <CandidateListScreen
      job={job}
      scope="all"
      renderActions={(candidate) =>
        candidate.application || candidate.invitation || candidate.matched ? (
          <MessageButton size="xs" to={{ studentId: candidate.student.id, name: candidate.student.name }} job={job} />
        ) : null
      }
    />
  );
}
