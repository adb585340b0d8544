import { describe, expect, it, vi } from "vitest";
import { createDatabaseProbe } from "./database-probe.ts";

describe("createDatabaseProbe", () => {
  it("shares one ping between checks within the window and pings again after it", async () => {
    vi.useFakeTimers();
    try {
      let answer = true;
      const ping = vi.fn(async () => answer);
      const probe = createDatabaseProbe(ping, 1000);
      expect(await Promise.all([probe(), probe(), probe()])).toEqual([true, true, true]);
      expect(ping).toHaveBeenCalledTimes(1);
      answer = false;
      expect(await probe()).toBe(true);
      vi.advanceTimersByTime(1001);
      expect(await probe()).toBe(false);
      expect(ping).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
