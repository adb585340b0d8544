import { boundingBox, type LatLon } from "@stint/shared/geo";
import type { Job, JobListItem } from "@stint/shared/jobs";
import { SIMILAR_JOBS_LIMIT } from "@stint/shared/saved-jobs";
import { and, arrayOverlaps, desc, eq, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobMatchEntries as entries } from "../../db/schema/index.ts";
import { withDistanceFrom } from "../jobs/job-dto.ts";
import { publishedCardsByIds } from "../jobs/search/search-jobs.ts";
import { sharedCount } from "./database/window-order.ts";

/**
 * How many of the newest published jobs of the job's type that share a skill with it (and are near) "jobs like
 * this" reads before it orders them: a bounded walk of `job_match_entries` (its newest-first covering index, or
 * its skills' GIN index when the skills are rare: migration 0028), never every job.
 */
export const SIMILAR_WINDOW = 200;
/** "Near": within this distance of the job, or remote (either side). */
export const SIMILAR_NEAR_KM = 100;
/** Ranked candidates whose cards are read: a few spare for jobs whose deadline has passed. */
const CANDIDATES = SIMILAR_JOBS_LIMIT * 4;

/**
 * Up to SIMILAR_JOBS_LIMIT published jobs like `job`: of its type, sharing a skill with it (any job of its type
 * when it names none), and near it (a remote job, or one without a place, is near; a remote job has every job
 * near). Ordered by how many skills they share, then by distance (remote first), then newest; the job itself,
 * closed jobs and jobs past their deadline are left out. Each card carries its distance from the job.
 */
export async function similarJobs(options: { db: Db; job: Job; today: string }): Promise<JobListItem[]> {
  const { db, job } = options;
  const skills = [...new Set([...job.requiredSkills, ...job.niceToHaveSkills].map((ref) => ref.skillId))];
  const point = job.workMode !== "remote" ? pointOf(job) : null;
  const conditions: (SQL | undefined)[] = [
    eq(entries.type, job.type),
    ne(entries.jobId, job.id),
    skills.length > 0 ? arrayOverlaps(entries.skillIds, skills) : undefined,
    point ? nearCondition(point) : undefined,
  ];
  const window = db
    .select({
      id: entries.jobId,
      publishedAt: entries.publishedAt,
      skillIds: entries.skillIds,
      // The square of a plane distance in degrees (longitude shrunk by the latitude): it orders, it is no length.
      nearness: point
        ? sql<number>`case when ${entries.workMode} = 'remote' then 0 when ${entries.lat} is null or ${entries.lon} is null then 1e6
            else power(${entries.lat} - ${point.lat}, 2) + power((${entries.lon} - ${point.lon}) * ${Math.cos((point.lat * Math.PI) / 180)}, 2) end`.as(
            "nearness",
          )
        : sql<number>`0`.as("nearness"),
    })
    .from(entries)
    .where(and(...conditions))
    .orderBy(desc(entries.publishedAt), desc(entries.jobId))
    .limit(SIMILAR_WINDOW)
    .as("w");
  const ranked = await db
    .select({ id: window.id, shared: sharedCount(window.skillIds, skills).as("shared") })
    .from(window)
    .orderBy(desc(sql`shared`), window.nearness, desc(window.publishedAt), desc(window.id))
    .limit(CANDIDATES);
  const cards = new Map(
    (
      await publishedCardsByIds(
        db,
        ranked.map((row) => row.id),
      )
    ).map((card) => [card.id, card]),
  );
  return ranked
    .flatMap((row) => {
      const card = cards.get(row.id);
      return card && (card.deadline === null || card.deadline >= options.today) ? [card] : [];
    })
    .slice(0, SIMILAR_JOBS_LIMIT)
    .map((card) => withDistanceFrom(card, point ?? undefined));
}

function pointOf(job: Job): LatLon | null {
  const location = job.location;
  return location && typeof location.lat === "number" && typeof location.lon === "number"
    ? { lat: location.lat, lon: location.lon }
    : null;
}

function nearCondition(point: LatLon): SQL {
  const box = boundingBox(point, SIMILAR_NEAR_KM);
  return or(
    eq(entries.workMode, "remote"),
    isNull(entries.lat),
    isNull(entries.lon),
    sql`(${entries.lat} between ${box.minLat} and ${box.maxLat} and ${entries.lon} between ${box.minLon} and ${box.maxLon})`,
  )!;
}
