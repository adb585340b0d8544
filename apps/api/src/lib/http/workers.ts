import cluster, { type Worker } from "node:cluster";
import type { Logger } from "../logger.ts";
import { withHeapLimit } from "./heap-limit.ts";

/** A worker that dies sooner than this after it started counts as a crash loop: it is not replaced at once. */
const CRASH_LOOP_MS = 5_000;
const RESTART_DELAY_MS = { quick: 100, crashLoop: 5_000 };

/**
 * The primary process of `API_PROCESSES` > 1: forks that many workers, which share the listening port (the
 * primary hands connections out in turn), replaces one that dies, and on SIGTERM or SIGINT passes the
 * signal on and exits once every worker has stopped (each drains its own requests).
 */
export function superviseWorkers(options: { count: number; logger: Logger }): void {
  const { count, logger } = options;
  const startedAt = new Map<Worker, number>();
  let stopping = false;
  // Each worker keeps the primary's Node options, with the heap limit of API_HEAP_MB (however the primary was started).
  cluster.setupPrimary({ execArgv: withHeapLimit(process.execArgv, process.env) });

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) {
        logger.info("every worker stopped");
        process.exit(0);
      }
      return;
    }
    const delay = lived < CRASH_LOOP_MS ? RESTART_DELAY_MS.crashLoop : RESTART_DELAY_MS.quick;
    logger.error({ pid: worker.process.pid, code, signal, restartInMs: delay }, "API worker died; starting another");
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: startedAt.size }, "stopping the workers");
    if (startedAt.size === 0) process.exit(0);
    for (const worker of startedAt.keys()) worker.process.kill(signal);
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));

  for (let i = 0; i < count; i++) fork();
  logger.info({ workers: count }, "API workers started");
}

export const isWorkerProcess = () => cluster.isWorker;
