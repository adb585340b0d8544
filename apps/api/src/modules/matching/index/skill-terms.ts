import { memoise } from "@stint/matching";
import { JOB_TYPES, type JobType } from "@stint/shared/jobs";
import { cvSkillsCrediting, jobSkillsCreditedBy } from "../skill-prefilter.ts";

/**
 * The terms of the matching index, and the weights rankings give them. Terms carry the job type, so that a
 * ranking never walks to a pair the engine would exclude for its type (about half of all pairs): a job is
 * filed under its own type; a CV under each type it wishes for, or under `any`.
 */

const ANY_TYPE = "any";
const required = (type: string, skillId: string) => term(`${type}|r:${skillId}`);
const asked = (type: string, skillId: string) => term(`${type}|s:${skillId}`);
const noneRequired = (type: string) => term(`${type}|r:`);
const held = (type: string, skillId: string) => term(`${type}|h:${skillId}`);

/**
 * One copy of each term, shared by every entry that carries it. The index keeps each entry's terms (to rebuild
 * its postings); built anew for each of 200,000 entries, they were 200 MB of the heap and a fifth of the time
 * a full garbage collection spends marking it. Job types × kinds × skills are a few thousand terms.
 */
const term = memoise((text: string) => text, 50_000);

/** A job's terms: its required skills, all its asked skills, or that it requires none. */
export function jobTerms(job: { type: JobType; requiredSkillIds: string[]; askedSkillIds: string[] }): string[] {
  return [
    ...(job.requiredSkillIds.length > 0
      ? job.requiredSkillIds.map((skillId) => required(job.type, skillId))
      : [noneRequired(job.type)]),
    ...job.askedSkillIds.map((skillId) => asked(job.type, skillId)),
  ];
}

/** What a ranking asks the index: terms that find entries, and terms that only raise found ones' sums. */
export type TermQuery = { weights: Map<string, number>; boosts: Map<string, number> };

/**
 * The jobs of a CV: of the job types it wishes for (all when none), those requiring a skill the CV earns
 * credit for (2 for each) or requiring none (0), plus 1 for each asked skill it earns credit for. A job
 * requiring only skills the CV lacks is never found: the engine excludes it.
 */
export function jobQueryWeights(cv: { desiredTypes: readonly JobType[]; skillIds: string[] }): TermQuery {
  const types = cv.desiredTypes.length > 0 ? cv.desiredTypes : JOB_TYPES;
  const credited = jobSkillsCreditedBy(cv.skillIds);
  const weights = new Map<string, number>();
  const boosts = new Map<string, number>();
  for (const type of types) {
    weights.set(noneRequired(type), 0);
    for (const skillId of credited) {
      weights.set(required(type, skillId), 2);
      boosts.set(asked(type, skillId), 1);
    }
  }
  return { weights, boosts };
}

/** A CV's terms: each of its skills under each job type it wishes for (or `any`). */
export function cvTerms(cv: { desiredTypes: readonly JobType[]; skillIds: string[] }): string[] {
  const types = cv.desiredTypes.length > 0 ? cv.desiredTypes : [ANY_TYPE];
  return types.flatMap((type) => cv.skillIds.map((skillId) => held(type, skillId)));
}

/**
 * The CVs of a job, among those wishing for its type or any: a skill crediting a required one counts 2, one
 * crediting a nice-to-have one 1 more. When the job requires skills, only CVs with one crediting them are
 * found (the engine excludes the others); nice-to-have skills then only raise their sums.
 */
export function cvQueryWeights(job: { type: JobType; requiredSkillIds: string[]; niceSkillIds: string[] }): TermQuery {
  const weights = new Map<string, number>();
  const add = (skillId: string, weight: number) => {
    for (const type of [job.type, ANY_TYPE]) {
      const term = held(type, skillId);
      weights.set(term, (weights.get(term) ?? 0) + weight);
    }
  };
  for (const skillId of cvSkillsCrediting(job.requiredSkillIds)) add(skillId, 2);
  const finding = new Set(weights.keys());
  for (const skillId of cvSkillsCrediting(job.niceSkillIds)) add(skillId, 1);
  if (job.requiredSkillIds.length === 0) return { weights, boosts: new Map() };
  const boosts = new Map([...weights].filter(([term]) => !finding.has(term)));
  for (const term of boosts.keys()) weights.delete(term);
  return { weights, boosts };
}
