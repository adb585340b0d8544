import type { JobListItem } from "@stint/shared/jobs";
import { jobCardDto, type JobRow } from "./job-dto.ts";

/**
 * Equal values shared between cards kept in memory (the search index, the matching index): a company's
 * details and a city repeat on thousands of jobs, and each copy costs hundreds of bytes in every process.
 * Bounded by the number of distinct companies and places; emptied when it grows past that bound's order
 * (renamed companies leave their old copy here).
 */
const sharedValues = new Map<string, unknown>();
const SHARED_VALUES_LIMIT = 50_000;

function shared<T>(value: T): T {
  if (value === null) return value;
  const key = JSON.stringify(value);
  const kept = sharedValues.get(key);
  if (kept !== undefined) return kept as T;
  if (sharedValues.size >= SHARED_VALUES_LIMIT) sharedValues.clear();
  sharedValues.set(key, value);
  return value;
}

/** A job's result card to keep in memory: its company and place shared with the other cards that have them. */
export function keptJobCard(row: JobRow): JobListItem {
  const card = jobCardDto(row);
  return { ...card, location: shared(card.location), company: shared(card.company) };
}
