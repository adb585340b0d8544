import type { Job } from "@stint/shared/jobs";
import { useOutletContext } from "react-router";
import { CandidateSearch, useCandidateFilters } from "../../features/matching/components/candidate-search.tsx";

/** `/matching-applicants/{id}/company-matching`: students open to offers ranked for the job, with filters. */
export function CompanyMatchingRoute() {
  const job = useOutletContext<Job>();
  const { filters, update } = useCandidateFilters();
  return <CandidateSearch job={{ id: job.id, hasPlace: job.location !== null }} filters={filters} update={update} />;
}
