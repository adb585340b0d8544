import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { parsePrometheusText, samplesOf, valueOf } from "../../test/prometheus-text.ts";
import { IndexMode } from "../../db/index-mode.ts";
import { indexMetrics } from "./index-metrics.ts";

describe("the index metrics of a process that answers from the database", () => {
  it("say so, and report no index as loading or behind", async () => {
    const registry = new Registry();
    const mode = new IndexMode({ inMemory: true, budgetBytes: 1024 });
    const index = { inMemory: true, loaded: true, lag: async () => ({ changes: 0, seconds: 0, sinceSyncSeconds: 1 }) };
    const indexes = {
      search: {
        ...index,
        get inMemory() {
          return mode.inMemory;
        },
      },
      matching: {
        ...index,
        get inMemory() {
          return mode.inMemory;
        },
      },
    };
    indexMetrics(registry, indexes, mode);
    const scrape = async () => parsePrometheusText(await registry.metrics());
    const kept = await scrape();
    expect(valueOf(kept, "stint_index_in_memory")).toBe(1);
    expect(valueOf(kept, "stint_index_loaded", { index: "search" })).toBe(1);
    expect(valueOf(kept, "stint_index_memory_budget_bytes")).toBe(1024);

    mode.toDatabase({ why: "test" });
    const database = await scrape();
    expect(valueOf(database, "stint_index_in_memory")).toBe(0);
    expect(samplesOf(database, "stint_index_loaded")).toEqual([]);
    expect(valueOf(database, "stint_index_memory_budget_bytes")).toBe(1024);
  });
});
