import type { Job, JobFields, JobListItem } from "@stint/shared/jobs";
import { type SQL, sql } from "drizzle-orm";
import { companies, companyVerifications, jobs } from "../../db/schema/index.ts";
import { fileUrlOrNull } from "../../lib/file-url.ts";
import { haversineKm, type LatLon } from "@stint/shared/geo";
import { markdownExcerpt } from "./markdown-excerpt.ts";

/** The columns a job response needs (never the search vector or the derived copies), with its company. */
export const jobColumns = {
  id: jobs.id,
  companyId: jobs.companyId,
  status: jobs.status,
  title: jobs.title,
  description: jobs.description,
  type: jobs.type,
  workMode: jobs.workMode,
  location: jobs.location,
  requiredSkills: jobs.requiredSkills,
  niceToHaveSkills: jobs.niceToHaveSkills,
  languages: jobs.languages,
  minDegree: jobs.minDegree,
  fieldsOfStudy: jobs.fieldsOfStudy,
  startDate: jobs.startDate,
  durationMonths: jobs.durationMonths,
  pay: jobs.pay,
  positions: jobs.positions,
  deadline: jobs.deadline,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  publishedAt: jobs.publishedAt,
  companyName: companies.name,
  companyAddress: companies.address,
  companyLogoFileId: companies.logoFileId,
  // The badge (issue 37): one primary-key probe per job of the page.
  companyVerified: sql<boolean>`exists (select 1 from ${companyVerifications} where ${companyVerifications.companyId} = ${jobs.companyId} and ${companyVerifications.state} = 'verified')`,
};

/** A result card needs only the start of the description (for its excerpt); some are 20,000 characters. */
export const jobListColumns = { ...jobColumns, description: jobs.descriptionHead };

/** A selected column's value: a column's data (null unless NOT NULL), or an SQL expression's type. */
type Selected<C> =
  C extends SQL<infer T>
    ? T
    : C extends { _: { notNull: true; data: infer D } }
      ? D
      : C extends { _: { data: infer D } }
        ? D | null
        : never;

export type JobRow = { [K in keyof typeof jobColumns]: Selected<(typeof jobColumns)[K]> };

/** The editable fields of a stored job, as the shared schemas type them. */
export function jobFieldsOf(row: JobRow): JobFields {
  return {
    title: row.title,
    description: row.description,
    type: row.type,
    workMode: row.workMode,
    location: row.location,
    requiredSkills: row.requiredSkills,
    niceToHaveSkills: row.niceToHaveSkills,
    languages: row.languages,
    minDegree: row.minDegree,
    fieldsOfStudy: row.fieldsOfStudy,
    startDate: row.startDate,
    durationMonths: row.durationMonths,
    pay: row.pay,
    positions: row.positions,
    deadline: row.deadline,
  };
}

export function jobDto(row: JobRow): Job {
  return {
    id: row.id,
    ...jobFieldsOf(row),
    status: row.status,
    companyId: row.companyId,
    company: {
      id: row.companyId,
      name: row.companyName,
      address: row.companyAddress,
      logoUrl: fileUrlOrNull(row.companyLogoFileId),
      verified: row.companyVerified,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** A result-list entry: no full description, an excerpt, and the distance from `near` when searched by place. */
export function jobListItemDto(row: JobRow, near: LatLon | undefined): JobListItem {
  return withDistanceFrom(jobCardDto(row), near);
}

/** A result-list entry without a distance: what the matching index keeps per job, made once. */
export function jobCardDto(row: JobRow): JobListItem {
  const { description, ...job } = jobDto(row);
  return { ...job, excerpt: markdownExcerpt(description), distanceKm: null };
}

/** The card with its distance from `near` (rounded to 0.1 km), or as it is when there is no `near`. */
export function withDistanceFrom(card: JobListItem, near: LatLon | undefined): JobListItem {
  const distanceKm = distanceKmFrom(card, near);
  return distanceKm === null ? card : { ...card, distanceKm };
}

/** The card's distance from `near`, rounded to 0.1 km; null without `near` or without a place. */
export function distanceKmFrom(card: JobListItem, near: LatLon | undefined): number | null {
  if (!near || !card.location) return null;
  const km = haversineKm(near, { lat: card.location.lat, lon: card.location.lon });
  return Math.round(km * 10) / 10;
}
