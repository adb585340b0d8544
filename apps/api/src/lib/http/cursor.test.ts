import { describe, expect, it } from "vitest";
import { AppError } from "../errors.ts";
import { decodeOffsetCursor, encodeOffsetCursor } from "./cursor.ts";

describe("offset cursors", () => {
  it("round-trips a position and starts at 0 without one", () => {
    expect(decodeOffsetCursor(encodeOffsetCursor(40))).toBe(40);
    expect(decodeOffsetCursor(undefined)).toBe(0);
  });

  it.each(["", "abc", "eyJvIjotMX0", Buffer.from('{"o":"1"}').toString("base64url"), "%%%"])(
    "refuses %j with a 400 on cursor",
    (cursor) => {
      const error = (() => {
        try {
          decodeOffsetCursor(cursor);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).fields).toEqual({ cursor: expect.any(String) });
    },
  );
});
