import { getHeapStatistics } from "node:v8";
import type { Logger } from "../lib/logger.ts";
import type { Db } from "./client.ts";
import { countIndexRows, estimateIndexBytes, indexBudgetBytes } from "./index-budget.ts";
import { IndexMode } from "./index-mode.ts";

const MB = 1024 * 1024;

/**
 * This process's index mode, decided before any index loads (decision 034): in memory when the rows the indexes
 * would hold fit the budget (processIndexBudget), else the database from the start, with a log line that says
 * why. The budget then holds while the indexes grow (IndexMode.allows).
 */
export async function startingIndexMode(options: {
  db: Db;
  logger: Logger;
  budgetBytes: number;
}): Promise<IndexMode> {
  const { db, logger, budgetBytes } = options;
  const mode = new IndexMode({ inMemory: true, logger, budgetBytes });
  if (budgetBytes === 0) {
    mode.toDatabase({ why: "INDEX_MEMORY_MB=0", budgetMb: 0 });
    return mode;
  }
  const { rows, fits } = await countIndexRows(db, budgetBytes);
  if (!fits)
    mode.toDatabase({
      why: "the indexes would pass their budget",
      // Counted no further than the budget needed: "at least" these rows.
      atLeastRows: rows,
      estimateMb: Math.ceil(estimateIndexBytes(rows) / MB),
      budgetMb: Math.floor(budgetBytes / MB),
    });
  return mode;
}

/**
 * The budget of this process in bytes: INDEX_MEMORY_MB, or a share of its heap limit. A process started without
 * the heap limit (node main.ts by hand, a test) has V8's own: the smaller of the two counts.
 */
export function processIndexBudget(env: { indexMemoryMb: number | null; apiHeapMb: number }): number {
  const heapMb = Math.min(env.apiHeapMb, Math.floor(getHeapStatistics().heap_size_limit / MB));
  return indexBudgetBytes({ indexMemoryMb: env.indexMemoryMb, apiHeapMb: heapMb });
}
