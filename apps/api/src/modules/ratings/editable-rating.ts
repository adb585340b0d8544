import type { Db } from "../../db/client.ts";
import { loadVisibleRating } from "./get-rating.ts";
import { ratingDto, type RatingRow } from "./rating-dto.ts";
import { frozen, notYourRating } from "./rating-errors.ts";
import { lockViewerMatch } from "./rating-match.ts";
import type { RatingViewer } from "./rating-viewer.ts";

export type EditOptions = { db: Db; viewer: RatingViewer; ratingId: string; now: Date };

/**
 * The author's rating while the rated side cannot see it yet, read again under its match's lock (the other
 * side may be rating at this moment, which would reveal it): 404 for what the viewer cannot see, 403 for
 * someone else's, 409 once revealed.
 */
export async function loadEditable(tx: Db, options: EditOptions): Promise<RatingRow> {
  const first = await loadVisibleRating({ ...options, db: tx });
  if (first.authorId !== options.viewer.userId) throw notYourRating();
  await lockViewerMatch(tx, options.viewer, first.matchId);
  const row = await loadVisibleRating({ ...options, db: tx });
  if (ratingDto(row, options.viewer, options.now).revealed) throw frozen();
  return row;
}
