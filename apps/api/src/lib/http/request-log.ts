import type { AppEnv } from "./app-env.ts";
import type { Step } from "./layer.ts";
import type { Logger } from "../logger.ts";

/** One debug line per request, with how long it took, while the logger's level is debug. */
export function requestLog(logger: Logger): Step<AppEnv> {
  const started = new WeakMap<object, number>();
  return {
    before(c) {
      if (logger.isLevelEnabled("debug")) started.set(c, performance.now());
    },
    after(c) {
      const start = started.get(c);
      if (start === undefined) return;
      const ms = Math.round(performance.now() - start);
      const requestId = c.get("requestId");
      logger.debug({ requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
    },
  };
}
