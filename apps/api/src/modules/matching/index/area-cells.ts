import type { BoundingBox } from "@stint/shared/geo";

/*
 * A coarse grid over the globe, so that a query given areas walks the postings of the entries that can lie
 * in them (and of those that apply anywhere) instead of every entry carrying its terms: a CV in one city, or
 * a job's place, reaches a few cells of the continent.
 *
 * An entry with an area is filed once, under the cell of its area's south-west corner, so no posting list
 * holds it twice. A query visits the cells its boxes cover, widened south and west by the largest area filed
 * (an area reaching a box has its corner at most that far away). An area larger than MAX_EXTENT_DEGREES is
 * filed as applying anywhere, as is one without an area: those are always walked.
 */

const CELL_DEGREES = 2;
const ROWS = 180 / CELL_DEGREES;
const COLUMNS = 360 / CELL_DEGREES;
export const MAX_EXTENT_DEGREES = 4;
/** A query covering more cells than this walks every posting instead (a box across the antimeridian). */
const MAX_QUERY_CELLS = 256;
/** Covers the rounding of the extents' subtractions. */
const EXTENT_SLACK_DEGREES = 1e-6;

const row = (lat: number) => Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / CELL_DEGREES)));
const column = (lon: number) => Math.min(COLUMNS - 1, Math.max(0, Math.floor((lon + 180) / CELL_DEGREES)));

/** How far areas reach from their corners: the largest height and width filed so far, in degrees. */
export type Extent = { lat: number; lon: number };

/** The cell an area is filed under; null for none (NaN) or one too large to file. */
export function cellOf(minLat: number, maxLat: number, minLon: number, maxLon: number): number | null {
  // NaN fails both comparisons.
  if (!(maxLat - minLat <= MAX_EXTENT_DEGREES && maxLon - minLon <= MAX_EXTENT_DEGREES)) return null;
  return row(minLat) * COLUMNS + column(minLon);
}

/** The cells a query with these boxes must visit, each once; null when there are too many to visit. */
export function cellsReaching(boxes: readonly BoundingBox[], extent: Extent): number[] | null {
  const cells = new Set<number>();
  for (const box of boxes) {
    const fromRow = row(box.minLat - extent.lat - EXTENT_SLACK_DEGREES);
    const toRow = row(box.maxLat);
    const fromColumn = column(box.minLon - extent.lon - EXTENT_SLACK_DEGREES);
    const toColumn = column(box.maxLon);
    if ((toRow - fromRow + 1) * (toColumn - fromColumn + 1) > MAX_QUERY_CELLS) return null;
    for (let r = fromRow; r <= toRow; r++) for (let c = fromColumn; c <= toColumn; c++) cells.add(r * COLUMNS + c);
  }
  return cells.size > MAX_QUERY_CELLS ? null : [...cells];
}
