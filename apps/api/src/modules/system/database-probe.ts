/**
 * Answers "is the database reachable?" at most once per `maxAgeMs`. Concurrent health checks share one
 * ping, so a load balancer's probes (or a benchmark) cannot turn into database load; an outage still shows
 * within `maxAgeMs`. Per process by design: each process reports its own connection.
 */
export function createDatabaseProbe(ping: () => Promise<boolean>, maxAgeMs = 1000) {
  let last: { at: number; ok: Promise<boolean> } | undefined;
  return function probe(): Promise<boolean> {
    const now = performance.now();
    if (!last || now - last.at >= maxAgeMs) last = { at: now, ok: ping() };
    return last.ok;
  };
}
