import { type JobFields, skillById, yearlyPay } from "@stint/shared";

/** The flat copies of a job's fields that search filters, sorts and ranks on (see db/schema/jobs.ts). */
export type JobDerivedColumns = {
  lat: number | null;
  lon: number | null;
  payMinYearly: number | null;
  payMaxYearly: number | null;
  payCurrency: string | null;
  skillIds: string[];
  skillLabels: string;
  companyName: string;
};

/**
 * The one place the derived columns are computed, used by create, edit and the bulk insert alike, so a
 * search never sees a copy that disagrees with the fields it came from.
 */
export function jobDerivedColumns(job: JobFields, companyName: string): JobDerivedColumns {
  const skills = [...job.requiredSkills, ...job.niceToHaveSkills];
  return {
    lat: job.location?.lat ?? null,
    lon: job.location?.lon ?? null,
    payMinYearly: job.pay ? yearlyPay(job.pay.min, job.pay.period) : null,
    payMaxYearly: job.pay ? yearlyPay(job.pay.max, job.pay.period) : null,
    payCurrency: job.pay?.currency ?? null,
    skillIds: [...new Set(skills.map((ref) => ref.skillId))],
    // Labels rather than ids go into the text vector: people search for "Node.js", not "nodejs".
    skillLabels: skills.map((ref) => skillById(ref.skillId)?.label ?? ref.skillId).join(" "),
    companyName,
  };
}
