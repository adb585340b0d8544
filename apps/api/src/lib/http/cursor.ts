import { badRequest } from "../errors.ts";
import { isUuid } from "./id-param.ts";

/**
 * Cursors of lists that are ranked afresh on every request (matching): the position in the ranking,
 * opaque to clients so it can change shape later. A cursor that does not decode is a 400 on `cursor`.
 */
export function encodeOffsetCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString("base64url");
}

export function decodeOffsetCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  try {
    const { o } = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { o?: unknown };
    if (typeof o === "number" && Number.isInteger(o) && o >= 0 && o <= 100_000) return o;
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest("Some fields need your attention.", { cursor: "This is not a cursor from a previous page." });
}

/**
 * Cursors of lists in a stored order (newest first, by creation time and id): the id of the last row of the
 * previous page, which the next query reads its position from. A cursor that does not decode is a 400.
 */
export function encodeIdCursor(id: string): string {
  return Buffer.from(JSON.stringify({ i: id })).toString("base64url");
}

export function decodeIdCursor(cursor: string | undefined): string | null {
  if (cursor === undefined) return null;
  try {
    const { i } = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { i?: unknown };
    if (typeof i === "string" && isUuid(i)) return i;
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest("Some fields need your attention.", { cursor: "This is not a cursor from a previous page." });
}
