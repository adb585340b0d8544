import { setTimeout as sleep } from "node:timers/promises";

/**
 * Runs `work` and answers no sooner than `floorMs` after it started, whether it succeeded or failed: where
 * the work differs between a registered and an unknown email (a hash, a mail, a token), the time it takes
 * must not tell which (issue 15).
 */
export async function takingAtLeast<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
