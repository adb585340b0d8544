import { isDatabaseUnavailable } from "../db/db-errors.ts";
import type { Logger } from "./logger.ts";

export type OutageLog = {
  /** Call with what a run failed with: a database outage is logged once, when it begins; anything else is logged each time. */
  failed: (error: unknown) => void;
  /** Call after a run that worked: ends an outage with one line saying how long it lasted. */
  succeeded: () => void;
};

/**
 * The log of a background task that retries on its own (the outbox worker, the matching index, the time
 * sweep): a database outage is one warning when it begins and one line when the database is back, however
 * many tries fail in between, so that a restart or failover does not flood the log. Errors are described
 * without values (lib/safe-error.ts).
 */
export function createOutageLog(logger: Logger, what: string): OutageLog {
  let downSince: number | null = null;
  let failures = 0;
  return {
    failed(error) {
      if (!isDatabaseUnavailable(error)) {
        logger.warn({ err: error }, `${what} failed; will retry`);
        return;
      }
      failures += 1;
      if (downSince !== null) return;
      downSince = Date.now();
      logger.warn({ err: error }, `${what}: the database is unavailable; retrying until it is back`);
    },
    succeeded() {
      if (downSince === null) return;
      logger.info({ downMs: Date.now() - downSince, failures }, `${what}: the database is back`);
      downSince = null;
      failures = 0;
    },
  };
}
