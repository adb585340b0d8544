import { describe, expect, it, vi } from "vitest";
import type { Logger } from "../lib/logger.ts";
import { BYTES_PER_JOB, BYTES_PER_STUDENT, estimateIndexBytes, indexBudgetBytes } from "./index-budget.ts";
import { IndexMode } from "./index-mode.ts";

const MB = 1024 * 1024;

describe("the index budget", () => {
  it("estimates the indexes' heap from their rows, a job and a student each at its measured size", () => {
    expect(estimateIndexBytes({ jobs: 0, students: 0 })).toBe(0);
    expect(estimateIndexBytes({ jobs: 3, students: 2 })).toBe(3 * BYTES_PER_JOB + 2 * BYTES_PER_STUDENT);
    // What the measurement found, rounded up: about 0.98 GB for 100,000 of each.
    expect(estimateIndexBytes({ jobs: 100_000, students: 100_000 })).toBeGreaterThan(0.98e9);
    expect(estimateIndexBytes({ jobs: 100_000, students: 100_000 })).toBeLessThan(1.2e9);
  });

  it("is INDEX_MEMORY_MB when set, else half the heap limit", () => {
    expect(indexBudgetBytes({ indexMemoryMb: 10, apiHeapMb: 768 })).toBe(10 * MB);
    expect(indexBudgetBytes({ indexMemoryMb: 0, apiHeapMb: 768 })).toBe(0);
    expect(indexBudgetBytes({ indexMemoryMb: null, apiHeapMb: 768 })).toBe(384 * MB);
  });

  it("keeps 100,000 jobs and students in memory by default on the embedded database, not on PostgreSQL", () => {
    const rows = { jobs: 100_000, students: 100_000 };
    expect(estimateIndexBytes(rows)).toBeLessThan(indexBudgetBytes({ indexMemoryMb: null, apiHeapMb: 4096 }));
    expect(estimateIndexBytes(rows)).toBeGreaterThan(indexBudgetBytes({ indexMemoryMb: null, apiHeapMb: 768 }));
  });
});

describe("IndexMode", () => {
  const spyLogger = () => ({ warn: vi.fn() }) as unknown as Logger & { warn: ReturnType<typeof vi.fn> };

  it("lets the indexes grow while both together fit the budget, then moves to the database once and for good", () => {
    const logger = spyLogger();
    const mode = new IndexMode({ inMemory: true, logger, budgetBytes: 10 * BYTES_PER_JOB + 5 * BYTES_PER_STUDENT });
    const dropped = vi.fn();
    mode.onDatabase(dropped);
    expect(mode.allows({ jobs: 10 })).toBe(true);
    expect(mode.allows({ students: 5 })).toBe(true);
    // The jobs held count with the students: one more student passes.
    expect(mode.allows({ students: 6 })).toBe(false);
    expect(mode.inMemory).toBe(false);
    expect(dropped).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ why: "an index would pass its budget", rows: { jobs: 10, students: 6 } }),
      "in-memory indexes off: searches and rankings read the database",
    );
    // Never back: fewer rows later change nothing, and nothing is dropped or logged twice.
    expect(mode.allows({ students: 0 })).toBe(false);
    mode.toDatabase({ why: "again" });
    expect(dropped).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it("takes rows that shrink back under the budget as they are (an index replaced by a smaller one)", () => {
    const mode = new IndexMode({ inMemory: true, budgetBytes: 2 * BYTES_PER_JOB });
    expect(mode.allows({ jobs: 2 })).toBe(true);
    expect(mode.allows({ jobs: 1 })).toBe(true);
    expect(mode.allows({ jobs: 2 })).toBe(true);
  });

  it("has no limit without a budget", () => {
    expect(new IndexMode({ inMemory: true }).allows({ jobs: 10_000_000, students: 10_000_000 })).toBe(true);
  });
});
