import { isDatabaseFull } from "../../db/db-errors.ts";
import type { MiddlewareHandler } from "hono";

/** How long health reports a full database after the last write that failed for it. */
export const DATABASE_FULL_REPORT_MS = 30_000;

export type DatabaseFullWatch = {
  /** Notes every request that failed because the database's disk is full. */
  middleware: MiddlewareHandler;
  /** Whether a write failed for a full disk within the last DATABASE_FULL_REPORT_MS. */
  isFull: () => boolean;
};

/**
 * Remembers, per process, that writes fail for a full disk (issue 30): every write then answers 503 while
 * reads, and a health check's `select 1`, still work, so the load balancer and the operator would see a
 * healthy server. A write of the health check's own could fail differently (PostgreSQL stops when it cannot
 * write its journal), so health reports what the app's writes met instead; a process whose writes succeed
 * again (or that has none) reports healthy after DATABASE_FULL_REPORT_MS.
 */
export function createDatabaseFullWatch(now: () => number = () => performance.now()): DatabaseFullWatch {
  let lastFullAt = Number.NEGATIVE_INFINITY;
  return {
    middleware: async (c, next) => {
      await next();
      if (c.error && isDatabaseFull(c.error)) lastFullAt = now();
    },
    isFull: () => now() - lastFullAt < DATABASE_FULL_REPORT_MS,
  };
}
