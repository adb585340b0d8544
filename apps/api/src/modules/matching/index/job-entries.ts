import { jobPlacePoint, type PreparedJob, pointArea, prepareJob } from "@stint/matching";
import type { JobListItem } from "@stint/shared/jobs";
import { oneByteJson } from "../../../lib/http/one-byte-json.ts";
import { keptJobCard } from "../../jobs/job-card.ts";
import type { JobRow } from "../../jobs/job-dto.ts";
import { jobTerms } from "./skill-terms.ts";
import type { Loaded } from "./term-index.ts";

/**
 * A published job as the matching index holds it: prepared for the engine once, when it changes, and its
 * result card (with its company), so that a ranking's page needs no query for its cards. The card is the one
 * the job search index keeps (decision 018), not a copy; it is also kept as JSON text (`oneByteJson`, its
 * `distanceKm` null and last), which a page joins instead of writing 50 cards anew (decision 016).
 */
export type JobEntry = {
  readonly id: string;
  readonly prepared: PreparedJob;
  readonly card: JobListItem;
  readonly cardJson: string;
};

/** The entry of a job with this card. The card has every field the engine reads: one copy of them held. */
export function jobEntryOf(card: JobListItem): JobEntry {
  return { id: card.id, prepared: prepareJob(card), card, cardJson: oneByteJson(card) };
}

/** A published job's card as the matching index files it: by its skill terms, its place and its publication. */
export function indexedJobOf(card: JobListItem): Loaded<JobEntry> {
  const requiredSkillIds = card.requiredSkills.map((ref) => ref.skillId);
  const askedSkillIds = [...requiredSkillIds, ...card.niceToHaveSkills.map((ref) => ref.skillId)];
  const terms = jobTerms({ type: card.type, requiredSkillIds, askedSkillIds });
  const entry = jobEntryOf(card);
  const point = jobPlacePoint(entry.prepared);
  return {
    key: card.id,
    entry,
    terms,
    area: point && pointArea(point),
    recency: card.publishedAt ? Date.parse(card.publishedAt) : 0,
  };
}

/** The same from a job's row (tests that build jobs without a database). */
export const indexedJob = (row: JobRow): Loaded<JobEntry> => indexedJobOf(keptJobCard(row));
