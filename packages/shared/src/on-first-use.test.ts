import { describe, expect, it } from "vitest";
import { onFirstUse } from "./on-first-use.ts";

describe("onFirstUse", () => {
  it("makes the value on the first call, not before, and only once", () => {
    let made = 0;
    const value = onFirstUse(() => ({ n: ++made }));
    expect(made).toBe(0);
    expect(value()).toEqual({ n: 1 });
    expect(value()).toBe(value());
    expect(made).toBe(1);
  });

  it("keeps a value that is undefined instead of making it again", () => {
    let made = 0;
    const value = onFirstUse(() => {
      made += 1;
      return undefined;
    });
    value();
    value();
    expect(made).toBe(1);
  });
});
