import type { MatchedJobsPage } from "@stint/shared/matching";
import type { LatLon } from "@stint/shared/geo";
import { type JsonText, oneByteJson } from "../../lib/http/one-byte-json.ts";
import { distanceKmFrom } from "../jobs/job-dto.ts";
import type { JobEntry } from "./index/job-entries.ts";

type MatchedJob = MatchedJobsPage["items"][number];

/** A page of recommended jobs as the index found them: each job's entry, not yet its card. */
export type RankedJobsPage = Omit<MatchedJobsPage, "items"> & {
  items: { entry: JobEntry; match: MatchedJob["match"]; mark: MatchedJob["mark"]; saved: boolean }[];
  near: LatLon | undefined;
};

const NO_DISTANCE_END = '"distanceKm":null}';

/**
 * A card's JSON text with its distance from `near`: the kept text, or its last field replaced (jobCardDto
 * writes `distanceKm` last, as null).
 */
function cardJson(entry: JobEntry, near: LatLon | undefined): string {
  const distanceKm = distanceKmFrom(entry.card, near);
  if (distanceKm === null) return entry.cardJson;
  return `${entry.cardJson.slice(0, -NO_DISTANCE_END.length)}"distanceKm":${distanceKm}}`;
}

/**
 * The page as the JSON text of a `MatchedJobsPage`, the cards joined from the text the index keeps: writing
 * 50 cards with JSON.stringify cost more than a tenth of a recommendation (decision 016).
 */
export function matchedJobsPageJson(page: RankedJobsPage): JsonText<MatchedJobsPage> {
  const { items, near, ...rest } = page;
  const head = oneByteJson(rest);
  const written = items.map(
    (item) =>
      `{"job":${cardJson(item.entry, near)},"match":${oneByteJson(item.match)},"mark":${oneByteJson(item.mark)},"saved":${item.saved}}`,
  );
  return `${head.slice(0, -1)}${head.length > 2 ? "," : ""}"items":[${written.join(",")}]}`;
}
