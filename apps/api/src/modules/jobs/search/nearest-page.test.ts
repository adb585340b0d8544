import { jobSearchQuerySchema } from "@stint/shared/job-search";
import { SEARCH_TOTAL_CAP } from "@stint/shared/jobs";
import { and } from "drizzle-orm";
import { expect } from "vitest";
import { jobSearchRows } from "../../../db/schema/index.ts";
import { it } from "../../../test/api-test.ts";
import { PLACES, publishableJob } from "../../../test/job-fixtures.ts";
import { type BulkJob, insertJobsInBulk } from "../insert-jobs-in-bulk.ts";
import { nearestPage } from "./nearest-page.ts";
import { orderedPage } from "./ordered-page.ts";
import { filterParts, searchRowConditions } from "./search-conditions.ts";

/*
 * Nearest first, place by place, must give the page and the count of the general order (every match within the
 * radius, sorted by distance and id): many jobs share a place (the id decides among them), places lie at
 * different distances, some jobs have no place, and the filters and the page cut each place's list.
 */
it("pages nearest first as the general order does, place by place", async ({ db, signedInCompany }) => {
  const company = await signedInCompany({ name: "Placed Works", address: PLACES.zurich });
  const places = [PLACES.zurich, PLACES.winterthur, PLACES.geneva, PLACES.berlin, null];
  const types = ["internship", "full-time", "part-time"] as const;
  const base = Date.parse("2026-09-01T00:00:00Z");
  const bulk: BulkJob[] = Array.from({ length: 90 }, (_, n) => {
    const publishedAt = new Date(base + n * 60_000);
    return {
      companyId: company.id,
      companyName: "Placed Works",
      status: "published",
      createdAt: publishedAt,
      publishedAt,
      fields: publishableJob({
        title: `Placed job ${n}`,
        location: places[n % places.length === 4 && n % 2 ? 4 : n % 4]!,
        type: types[n % types.length]!,
        workMode: n % 5 === 0 ? "remote" : "hybrid",
      }) as BulkJob["fields"],
    };
  });
  await insertJobsInBulk({ db, jobs: bulk });

  const searches = [
    "near=47.3769,8.5417&radiusKm=10",
    "near=47.3769,8.5417&radiusKm=50&pageSize=7&page=3",
    "near=47.3769,8.5417&radiusKm=250&type=full-time",
    "near=47.3769,8.5417&radiusKm=250&workMode=remote&pageSize=5&page=2",
    "near=46.2,6.15&radiusKm=100",
    "near=52.52,13.4&radiusKm=500&pageSize=50&page=2",
    "near=40.4,-3.7&radiusKm=25",
  ];
  for (const search of searches) {
    const query = jobSearchQuerySchema.parse({ ...Object.fromEntries(new URLSearchParams(search)), sort: "distance" });
    const offset = (query.page - 1) * query.pageSize;
    const general = await orderedPage({
      db,
      where: searchRowConditions(query),
      table: jobSearchRows,
      order: { by: "distance", near: query.near! },
      offset,
      limit: query.pageSize,
    });
    // A small `upTo` as well: each place is cut to it, and the count stops there as the general one does.
    for (const upTo of [SEARCH_TOTAL_CAP + 1, offset + query.pageSize]) {
      const nearest = await nearestPage({
        db,
        near: query.near!,
        radiusKm: query.radiusKm,
        filters: and(...filterParts({ ...query, near: undefined }, { kind: "public" }, jobSearchRows)),
        offset,
        limit: query.pageSize,
        upTo,
      });
      // Each row carries the count too; the page's jobs must be the same ones, whole.
      const withoutCount = (page: typeof general) => page.rows.map((row) => ({ ...row, matches: undefined }));
      expect(withoutCount(nearest!), `${search} upTo ${upTo}`).toEqual(withoutCount(general));
      expect(nearest!.matches, `${search} upTo ${upTo}`).toBe(
        general.matches === null ? null : Math.min(general.matches, upTo),
      );
    }
    if (search.includes("radiusKm=250&type")) expect(general.rows.length).toBeGreaterThan(5);
  }
});
