import { Counter, Gauge, type Registry } from "prom-client";
import type { ReadReplica } from "../../db/replica.ts";

/**
 * The read replica as this process sees it (db/replica.ts), read at each scrape: whether it serves reads, its
 * replay lag as last polled, the statements that went to the primary because it could not answer, and its
 * pool. Nothing without DATABASE_REPLICA_URL.
 */
export function replicaMetrics(registry: Registry, replica: ReadReplica | null): void {
  if (!replica) return;
  new Gauge({
    name: "stint_db_replica_up",
    help: "The read replica serves this process's lag-tolerant reads (1) or they go to the primary (0)",
    registers: [registry],
    aggregator: "min",
    collect() {
      this.set(replica.stats().up ? 1 : 0);
    },
  });
  new Gauge({
    name: "stint_db_replica_lag_seconds",
    help: "The read replica's replay lag as last polled (0 while it has replayed all it received)",
    registers: [registry],
    aggregator: "max",
    collect() {
      this.set(replica.stats().lagMs / 1000);
    },
  });
  let counted = 0;
  new Counter({
    name: "stint_db_replica_fallbacks_total",
    help: "Reads meant for the read replica that ran on the primary because the replica could not answer",
    registers: [registry],
    collect() {
      const { fallbacks } = replica.stats();
      this.inc(fallbacks - counted);
      counted = fallbacks;
    },
  });
  new Gauge({
    name: "stint_db_replica_pool_connections",
    help: "Read replica pool connections open",
    registers: [registry],
    aggregator: "sum",
    collect() {
      this.set(replica.poolUse().total);
    },
  });
}
