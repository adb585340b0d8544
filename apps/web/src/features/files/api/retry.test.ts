import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { backoffDelay, FIRST_DELAY_MS, isRetryable, MAX_DELAY_MS, withRetry } from "./retry.ts";

const serverDown = () => new ApiError(503, "unknown", "down");

describe("backoffDelay", () => {
  it("doubles from one second up to the cap, jittered between half and all of it", () => {
    const lowest = [0, 1, 2, 3, 4, 10].map((attempt) => backoffDelay(attempt, () => 0));
    const highest = [0, 1, 2, 3, 4, 10].map((attempt) => backoffDelay(attempt, () => 1));
    expect(highest).toEqual([1000, 2000, 4000, 8000, 16000, MAX_DELAY_MS]);
    expect(lowest).toEqual([500, 1000, 2000, 4000, 8000, MAX_DELAY_MS / 2]);
    expect(backoffDelay(0, () => 0.5)).toBe(FIRST_DELAY_MS * 0.75);
  });
});

describe("isRetryable", () => {
  it("retries the network, server errors and rate limits, never a refusal", () => {
    expect(isRetryable(new ApiError(0, "network", ""))).toBe(true);
    expect(isRetryable(new ApiError(500, "unknown", ""))).toBe(true);
    expect(isRetryable(new ApiError(429, "rate-limited", ""))).toBe(true);
    for (const status of [400, 401, 403, 404, 413, 415])
      expect(isRetryable(new ApiError(status, "invalid-input", ""))).toBe(false);
    expect(isRetryable(new Error("bug"))).toBe(false);
  });
});

describe("withRetry", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("returns the first success after failures, waiting the backoff between attempts", async () => {
    const operation = vi
      .fn()
      .mockRejectedValueOnce(serverDown())
      .mockRejectedValueOnce(serverDown())
      .mockResolvedValue("ok");
    const result = withRetry(operation, { maxElapsedMs: 120_000, random: () => 1 });
    await vi.advanceTimersByTimeAsync(999);
    expect(operation).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(operation).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe("ok");
    expect(operation).toHaveBeenCalledTimes(3);
  });

  it.each([
    ["an upload", 10 * 60_000],
    ["another storage operation", 2 * 60_000],
  ])("gives up on %s at its time limit with retry-limit-exceeded", async (_what, limit) => {
    const attemptsAt: number[] = [];
    const operation = vi.fn(async () => {
      attemptsAt.push(Date.now());
      throw serverDown();
    });
    const result = withRetry(operation, { maxElapsedMs: limit, random: () => 1 });
    const outcome = expect(result).rejects.toMatchObject({ code: "retry-limit-exceeded" });
    await vi.advanceTimersByTimeAsync(limit + 60_000);
    await outcome;
    const started = attemptsAt[0]!;
    const last = attemptsAt[attemptsAt.length - 1]!;
    expect(last - started).toBeLessThanOrEqual(limit);
    // The next wait would have ended past the limit: no attempt was given up early either.
    expect(last - started + Math.min(MAX_DELAY_MS, 1000 * 2 ** (attemptsAt.length - 1))).toBeGreaterThan(limit);
  });

  it("does not retry a refusal", async () => {
    const operation = vi.fn().mockRejectedValue(new ApiError(415, "unsupported-type", "Not a PDF."));
    await expect(withRetry(operation, { maxElapsedMs: 120_000 })).rejects.toMatchObject({ code: "unsupported-type" });
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it("stops at once when cancelled during a wait, with canceled, and tries no more", async () => {
    const controller = new AbortController();
    const operation = vi.fn().mockRejectedValue(serverDown());
    const result = withRetry(operation, { maxElapsedMs: 600_000, signal: controller.signal });
    const outcome = expect(result).rejects.toMatchObject({ code: "canceled" });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await outcome;
    await vi.advanceTimersByTimeAsync(600_000);
    expect(operation).toHaveBeenCalledTimes(1);
  });
});
