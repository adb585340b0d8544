import { describe, expect, it } from "vitest";
import { AppError } from "../errors.ts";
import { decodeIdCursor, decodeOffsetCursor, encodeIdCursor, encodeOffsetCursor } from "./cursor.ts";

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

describe("id cursors", () => {
  it("round-trips an id and is null without one", () => {
    const id = "0b6f3c1e-8a4d-4f7e-9c2a-1d5e6f7a8b9c";
    expect(decodeIdCursor(encodeIdCursor(id))).toBe(id);
    expect(decodeIdCursor(undefined)).toBeNull();
  });

  it.each(["", "abc", encodeOffsetCursor(3), Buffer.from('{"i":"not-a-uuid"}').toString("base64url")])(
    "refuses %j with a 400 on cursor",
    (cursor) => {
      expect(() => decodeIdCursor(cursor)).toThrow(AppError);
    },
  );
});
