import { type JobFields, yearlyPay } from "@stint/shared/jobs";
import { skillById } from "@stint/shared/skills/skill-lookup";
import { eq, type SQL, sql } from "drizzle-orm";
import { companies } from "../../db/schema/index.ts";

/** The flat copies of a job's fields that search filters, sorts and ranks on (see db/schema/jobs.ts). */
export type JobDerivedColumns = {
  lat: number | null;
  lon: number | null;
  payMinYearly: number | null;
  payMaxYearly: number | null;
  payCurrency: string | null;
  skillIds: string[];
  skillLabels: string;
  companyName: string | SQL;
};

/**
 * The one place the derived columns are computed, used by create, edit and the bulk insert alike, so a
 * search never sees a copy that disagrees with the fields it came from.
 */
export function jobDerivedColumns(job: JobFields, companyName: string | SQL): JobDerivedColumns {
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

/** The company's current name, read by the statement that writes the job (no extra round trip). */
export const companyNameOf = (companyId: string): SQL =>
  sql`(select ${companies.name} from ${companies} where ${eq(companies.id, companyId)})`;
