import { FILE_ERROR_MESSAGES } from "@stint/shared/files";
import { ApiError } from "../../../lib/api-client.ts";

export const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 60_000;

/** A failure worth another try: the network, the server (5xx) or a rate limit; never a refusal (4xx). */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

export const canceledError = () => new ApiError(0, "canceled", FILE_ERROR_MESSAGES.canceled);

/** The wait before attempt `attempt + 1`: doubling from one second, capped, with "full jitter" in [½, 1]. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() / 2));
}

function wait(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(canceledError());
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(canceledError());
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export type RetryOptions = {
  /** Seed §9: how long to keep trying in all, from the first attempt (10 minutes upload, 2 minutes others). */
  maxElapsedMs: number;
  signal?: AbortSignal;
  random?: () => number;
  /** Told before each wait, so an upload can say "Connection lost, retrying…". */
  onRetry?: (info: { attempt: number; delayMs: number; error: ApiError }) => void;
};

/**
 * Runs `operation` until it succeeds, fails for good (not retryable), is cancelled, or the time budget is
 * spent; then throws `retry-limit-exceeded`. A wait that would end past the budget is not started.
 */
export async function withRetry<T>(operation: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    if (options.signal?.aborted) throw canceledError();
    try {
      return await operation(attempt);
    } catch (error) {
      if (options.signal?.aborted) throw canceledError();
      if (!isRetryable(error)) throw error;
      const delayMs = backoffDelay(attempt, options.random);
      if (Date.now() - started + delayMs > options.maxElapsedMs) {
        throw new ApiError(0, "retry-limit-exceeded", FILE_ERROR_MESSAGES["retry-limit-exceeded"]);
      }
      options.onRetry?.({ attempt, delayMs, error: error as ApiError });
      await wait(delayMs, options.signal);
    }
  }
}
