import type { Logger } from "../lib/logger.ts";

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

  constructor(options: { inMemory: boolean; logger?: Logger }) {
    this.memory = options.inMemory;
    this.logger = options.logger ?? null;
  }

  /** True while the in-memory indexes answer; false once the database does. */
  get inMemory(): boolean {
    return this.memory;
  }

  /** Stops keeping the indexes: from now on searches and rankings read the database. */
  toDatabase(reason: Record<string, unknown>): void {
    if (!this.memory) return;
    this.memory = false;
    this.logger?.warn(reason, "in-memory indexes off: searches and rankings read the database");
  }
}
