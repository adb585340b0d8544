import { useSimilarJobs } from "../api/similar-jobs.ts";
import { SaveJobButton } from "./save-job-button.tsx";

/**
 * The Save toggle on a job's page, for a student: whether the job is saved comes with its "jobs like this"
 * (`forYou` covers the job itself), so the page asks nothing more; hidden until that answer is there.
 */
export function JobPageSaveButton({ jobId }: { jobId: string }) {
  const saved = useSimilarJobs(jobId).data?.forYou?.jobs[jobId]?.saved;
  return saved === undefined ? null : <SaveJobButton jobId={jobId} saved={saved} />;
}
