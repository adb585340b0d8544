import { Gauge, Histogram, type Registry } from "prom-client";
import type { Database } from "../../db/client.ts";
import { observeQueries } from "../../db/query-observer.ts";

type PoolUse = ReturnType<NonNullable<Database["poolUse"]>>;

/**
 * The database as this process uses it: every statement's duration and outcome (through the query observer,
 * db/query-observer.ts), the statements under way, and on PostgreSQL the pool's connections. PGlite has no
 * pool: one connection runs one statement at a time, so its statements in flight beyond one are waiting.
 * Returns what stops observing.
 */
export function databaseMetrics(registry: Registry, database: Pick<Database, "poolUse">): () => void {
  const duration = new Histogram({
    name: "stint_db_query_duration_seconds",
    help: "Database statements' duration, by outcome (ok or error)",
    labelNames: ["outcome"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  let inFlight = 0;
  new Gauge({
    name: "stint_db_queries_in_flight",
    help: "Database statements started and not yet answered",
    registers: [registry],
    aggregator: "sum",
    collect() {
      this.set(inFlight);
    },
  });
  const poolUse = database.poolUse;
  if (poolUse) {
    const poolGauge = (name: string, help: string, read: (use: PoolUse) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        aggregator: "sum",
        collect() {
          this.set(read(poolUse()));
        },
      });
    poolGauge("stint_db_pool_connections", "PostgreSQL pool connections open", (use) => use.total);
    poolGauge("stint_db_pool_idle_connections", "PostgreSQL pool connections open and idle", (use) => use.idle);
    poolGauge("stint_db_pool_waiting", "Queries waiting for a PostgreSQL pool connection", (use) => use.waiting);
  }
  return observeQueries(() => {
    inFlight += 1;
    const end = duration.startTimer();
    return (error) => {
      inFlight -= 1;
      end({ outcome: error === undefined ? "ok" : "error" });
    };
  });
}
