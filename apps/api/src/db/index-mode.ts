import type { Logger } from "../lib/logger.ts";
import { estimateIndexBytes, type IndexRows } from "./index-budget.ts";

const MB = 1024 * 1024;

/**
 * Whether this process keeps its in-memory indexes (the job search index of decision 018 and the matching
 * index of decision 009) or answers searches and rankings from the database (decision 034). One switch for
 * both: the matching index takes its jobs' cards from the search index. A process starts in memory unless its
 * budget rules it out, and moves to the database for good when an index would pass its budget; it never moves
 * back (a restart decides again).
 */
export class IndexMode {
  private memory: boolean;
  private readonly logger: Logger | null;
  private readonly budget: number | null;
  private readonly held: IndexRows = { jobs: 0, students: 0 };
  private readonly listeners: (() => void)[] = [];

  /** `budgetBytes`: what the indexes may take on the heap (db/index-budget.ts); null: no limit. */
  constructor(options: { inMemory: boolean; logger?: Logger; budgetBytes?: number | null }) {
    this.memory = options.inMemory;
    this.logger = options.logger ?? null;
    this.budget = options.budgetBytes ?? null;
  }

  /** True while the in-memory indexes answer; false once the database does. */
  get inMemory(): boolean {
    return this.memory;
  }

  /** The indexes' budget in bytes (metrics); null: none set. */
  get budgetBytes(): number | null {
    return this.budget;
  }

  /**
   * Called by an index before it grows (a chunk of a full load, the changes of a sync) with the rows it is about
   * to hold: true while that fits the budget with what the other index holds. False when the process is in the
   * database mode or has just moved there because of these rows: the index must not take them.
   */
  allows(rows: Partial<IndexRows>): boolean {
    if (!this.memory) return false;
    Object.assign(this.held, rows);
    const estimate = estimateIndexBytes(this.held);
    if (this.budget !== null && estimate > this.budget) {
      this.toDatabase({
        why: "an index would pass its budget",
        rows: { ...this.held },
        estimateMb: Math.ceil(estimate / MB),
        budgetMb: Math.floor(this.budget / MB),
      });
    }
    return this.memory;
  }

  /** `listener` runs once, when the process moves to the database: the indexes drop what they hold then. */
  onDatabase(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Stops keeping the indexes: from now on searches and rankings read the database. */
  toDatabase(reason: Record<string, unknown>): void {
    if (!this.memory) return;
    this.memory = false;
    this.logger?.warn(reason, "in-memory indexes off: searches and rankings read the database");
    for (const listener of this.listeners.splice(0)) listener();
  }
}
