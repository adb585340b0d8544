import { sql } from "drizzle-orm";
import { Gauge, type Registry } from "prom-client";
import type { Db } from "../../db/client.ts";
import { outboxEvents } from "../../db/schema/index.ts";
import { SCRAPE_QUERY_TIMEOUT_MS, within } from "./within.ts";

type Backlog = { pending: number; oldestSeconds: number };

/**
 * The outbox's backlog, read at each scrape: events due and not yet done (neither handled nor given up; a
 * digest waiting for its quiet period is not due), and how long the oldest of them has been due. One query
 * on the partial index of due events (outbox_events_due_idx). Every process reads the same table: the
 * cluster's figure is the largest, not the sum. No sample when the database does not answer in time.
 */
export function outboxMetrics(registry: Registry, db: Db): void {
  let reading: Promise<Backlog | null> | null = null;
  // Both gauges come from one query per scrape.
  const backlog = () => (reading ??= within(SCRAPE_QUERY_TIMEOUT_MS, readBacklog(db)).finally(() => (reading = null)));
  new Gauge({
    name: "stint_outbox_pending_events",
    help: "Outbox events due and not yet handled or given up",
    registers: [registry],
    aggregator: "max",
    async collect() {
      const read = await backlog();
      if (read) this.set(read.pending);
      else this.reset();
    },
  });
  new Gauge({
    name: "stint_outbox_oldest_pending_seconds",
    help: "How long the oldest pending outbox event has been due (0 when none)",
    registers: [registry],
    aggregator: "max",
    async collect() {
      const read = await backlog();
      if (read) this.set(read.oldestSeconds);
      else this.reset();
    },
  });
}

async function readBacklog(db: Db): Promise<Backlog> {
  const result = await db.execute(sql`select count(*)::int as pending,
      coalesce(extract(epoch from now() - min(${outboxEvents.runAfter})), 0)::float8 as oldest
    from ${outboxEvents}
    where ${outboxEvents.processedAt} is null and ${outboxEvents.failedAt} is null and ${outboxEvents.runAfter} <= now()`);
  const [row] = (result as unknown as { rows: { pending: number; oldest: number }[] }).rows;
  return { pending: Number(row!.pending), oldestSeconds: Math.max(0, Number(row!.oldest)) };
}
