import type { Logger } from "./logger.ts";
import { createOutageLog } from "./outage-log.ts";

export type PeriodicTask = {
  /** Runs the task now and then every `everyMs`; a run never overlaps the previous one. */
  start: () => void;
  /** Stops the timer and waits for a run under way (the database is closed next). */
  stop: () => Promise<void>;
};

/**
 * A background job of every API process, for work that is safe however many processes do it (each run claims
 * its rows with a conditional update). A failed run is logged and tried again at the next tick; a database
 * outage is logged once, when it begins, and once when it ends (lib/outage-log.ts).
 */
export function createPeriodicTask(options: {
  name: string;
  everyMs: number;
  logger: Logger;
  run: () => Promise<unknown>;
}): PeriodicTask {
  const { name, everyMs, run } = options;
  const log = createOutageLog(options.logger.child({ component: name }), name);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .then(() => log.succeeded())
      .catch((error: unknown) => log.failed(error))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
