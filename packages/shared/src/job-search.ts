import { z } from "zod";
import { jobFilterProblems, jobFiltersWire, withJobFilterParams } from "./job-search-filters.ts";
import { JOB_SORTS, MAX_PAGE_SIZE } from "./jobs.ts";

/**
 * `GET /api/jobs` parameters, as they appear in a shareable URL: the words, every filter of the filter table
 * (job-search-filters.ts), whose jobs (`mine`), the order and the page.
 */
export const jobSearchQuerySchema = z.object(
  withJobFilterParams(
    { q: z.string().trim().max(200, "Use at most 200 characters.").optional() },
    { mine: z.stringbool({ error: "Use true or false." }).optional() },
    {
      sort: z.enum(JOB_SORTS, { error: "Sort by relevance, newest, distance or match." }).optional(),
      page: z.coerce
        .number({ error: "Enter a page number." })
        .int()
        .min(1, "Pages start at 1.")
        .max(1000, "At most page 1000.")
        .default(1),
      pageSize: z.coerce
        .number({ error: "Enter a page size." })
        .int()
        .min(1)
        .max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} per page.`)
        .default(20),
    },
  ),
);
export type JobSearchQuery = z.infer<typeof jobSearchQuerySchema>;
export type JobSearchParams = z.input<typeof jobSearchQuerySchema>;
/** A search as the web asks for it, parsed values, anything left out at its default. */
export type JobSearchRequest = Partial<JobSearchQuery>;

/** Rules between search parameters (the schema checks each on its own). */
export function jobSearchProblems(query: JobSearchQuery): Record<string, string> {
  const problems: Record<string, string> = {};
  if (query.sort === "distance" && !query.near) problems.sort = "Choose a place (near) to sort by distance.";
  if (query.sort === "match" && query.mine) problems.sort = "Sorting by match is for students' searches.";
  return { ...problems, ...jobFilterProblems(query) };
}

/** A search as it goes out in a request: lists comma-separated, `near` as "lat,lon", defaults left out. */
export function jobSearchWire(query: JobSearchRequest): Record<string, string | number | boolean | undefined> {
  return {
    q: query.q,
    ...jobFiltersWire(query, "everyone"),
    mine: query.mine ? true : undefined,
    ...(query.mine ? jobFiltersWire(query, "ownJobs") : {}),
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  };
}
