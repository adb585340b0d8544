import { getHeapStatistics } from "node:v8";
import { Gauge, type Registry } from "prom-client";
import type { FeedLag } from "../../db/change-feed.ts";
import type { IndexMode } from "../../db/index-mode.ts";
import { SCRAPE_QUERY_TIMEOUT_MS, within } from "./within.ts";

/** An in-memory copy kept from the change feed (db/feed-follower.ts): the job search and matching indexes. */
export type FollowedIndex = {
  /** False when the process keeps no such index and answers from the database (decision 034). */
  inMemory: boolean;
  loaded: boolean;
  lag: () => Promise<(FeedLag & { sinceSyncSeconds: number }) | null>;
};

type Lags = Map<string, (FeedLag & { sinceSyncSeconds: number }) | null>;

/**
 * How far each in-memory index is behind the database, read at each scrape (one small query each on the
 * change feed): whether it has loaded, how many committed changes it has not applied, how old the oldest of
 * them is, and how long ago it last synced. Across a cluster the worst process counts (max; loaded: min). A
 * process that answers from the database (decision 034) reports none of these for its indexes (it has none to
 * load or to be behind), but `stint_index_in_memory` 0; with the budget and the heap limit beside it.
 */
export function indexMetrics(
  registry: Registry,
  indexes: Record<string, FollowedIndex>,
  mode: Pick<IndexMode, "inMemory" | "budgetBytes">,
): void {
  let reading: Promise<Lags> | null = null;
  const lags = () =>
    (reading ??= (async () => {
      const entries = await Promise.all(
        Object.entries(indexes).map(
          async ([name, index]) => [name, await within(SCRAPE_QUERY_TIMEOUT_MS, index.lag())] as const,
        ),
      );
      return new Map(entries);
    })().finally(() => (reading = null)));
  new Gauge({
    name: "stint_index_loaded",
    help: "Whether the in-memory index has loaded (1) or is loading (0)",
    labelNames: ["index"] as const,
    registers: [registry],
    aggregator: "min",
    collect() {
      this.reset();
      for (const [name, index] of Object.entries(indexes))
        if (index.inMemory) this.set({ index: name }, index.loaded ? 1 : 0);
    },
  });
  // Across a cluster the least: 0 when any process answers from the database.
  new Gauge({
    name: "stint_index_in_memory",
    help: "Whether this process keeps its search and matching indexes in memory (1) or answers from the database (0)",
    registers: [registry],
    aggregator: "min",
    collect() {
      this.set(mode.inMemory ? 1 : 0);
    },
  });
  // Every process of a cluster has the same one: the least is each one's, not a sum no process has.
  new Gauge({
    name: "stint_index_memory_budget_bytes",
    help: "What the in-memory indexes may take on the heap in this process (INDEX_MEMORY_MB or its default)",
    registers: [registry],
    aggregator: "min",
    collect() {
      if (mode.budgetBytes !== null) this.set(mode.budgetBytes);
    },
  });
  new Gauge({
    name: "stint_heap_limit_bytes",
    help: "The V8 heap limit of this process (API_HEAP_MB and the young generation)",
    registers: [registry],
    aggregator: "min",
    collect() {
      this.set(getHeapStatistics().heap_size_limit);
    },
  });
  const lagGauge = (name: string, help: string, read: (lag: FeedLag & { sinceSyncSeconds: number }) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["index"] as const,
      registers: [registry],
      aggregator: "max",
      async collect() {
        this.reset();
        for (const [index, lag] of await lags()) if (lag) this.set({ index }, read(lag));
      },
    });
  lagGauge(
    "stint_index_behind_changes",
    "Changes committed to the database that the in-memory index has not applied yet",
    (lag) => lag.changes,
  );
  lagGauge(
    "stint_index_behind_seconds",
    "Age of the oldest change the in-memory index has not applied yet (0 when it is current)",
    (lag) => lag.seconds,
  );
  lagGauge(
    "stint_index_last_sync_age_seconds",
    "Time since the in-memory index last read the change feed",
    (lag) => lag.sinceSyncSeconds,
  );
}
