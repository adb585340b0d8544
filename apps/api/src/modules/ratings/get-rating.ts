import type { Rating } from "@stint/shared/ratings";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ratings } from "../../db/schema/index.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { ratingDto, type RatingRow, selectRatings } from "./rating-dto.ts";
import { ratingNotFound } from "./rating-errors.ts";
import { visibleSql } from "./rating-sql.ts";
import type { RatingReader } from "./rating-viewer.ts";

type Lookup = { db: Db; viewer: RatingReader; ratingId: string; now: Date };

/** The rating when the viewer may read it at `now`; 404 otherwise (its existence is not theirs to know). */
export async function loadVisibleRating({ db, viewer, ratingId, now }: Lookup): Promise<RatingRow> {
  const [row] = isUuid(ratingId)
    ? await selectRatings(db, viewer).where(and(eq(ratings.id, ratingId), visibleSql(viewer, now)))
    : [];
  if (!row) throw ratingNotFound();
  return row;
}

/** `GET /api/ratings/{id}`. */
export async function getRating(options: Lookup): Promise<Rating> {
  return ratingDto(await loadVisibleRating(options), options.viewer, options.now);
}
