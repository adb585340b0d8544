import { badRequest } from "../errors.ts";

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
