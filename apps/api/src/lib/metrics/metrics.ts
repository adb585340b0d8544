import { collectDefaultMetrics, Counter, Registry } from "prom-client";
import type { Database } from "../../db/client.ts";
import type { IndexMode } from "../../db/index-mode.ts";
import type { AnsweredRequest } from "../http/request-log.ts";
import { onMailFailure } from "../mail/mail-failures.ts";
import { databaseMetrics } from "./database-metrics.ts";
import { httpMetrics } from "./http-metrics.ts";
import { type FollowedIndex, indexMetrics } from "./index-metrics.ts";
import { outboxMetrics } from "./outbox-metrics.ts";
import { replicaMetrics } from "./replica-metrics.ts";

/** This process's metrics (decision 030): scraped at GET /metrics on the metrics listener (metrics-server.ts). */
export type Metrics = {
  registry: Registry;
  /** Counts and times one answered request (the access log's middleware calls it). */
  answered: (answered: AnsweredRequest) => void;
  /** Stops observing the database and the mailer (a test's app closes; the process ends otherwise). */
  close: () => void;
};

/**
 * A registry of its own per app (tests run several in one process), with Node's default metrics (memory, heap,
 * event-loop delay, CPU, handles), requests, database statements and pool, outbox backlog, mail failures,
 * the lag of the in-memory indexes, whether they are kept and their budget.
 */
export function createMetrics(parts: {
  database: Pick<Database, "db" | "poolUse" | "replica">;
  indexes: Record<string, FollowedIndex>;
  /** Whether the indexes are kept, and their budget (decision 034). */
  indexMode: Pick<IndexMode, "inMemory" | "budgetBytes">;
}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const answered = httpMetrics(registry);
  const stopObservingQueries = databaseMetrics(registry, parts.database);
  outboxMetrics(registry, parts.database.db);
  indexMetrics(registry, parts.indexes, parts.indexMode);
  replicaMetrics(registry, parts.database.replica);
  const mailFailures = new Counter({
    name: "stint_mail_send_failures_total",
    help: "Mail sends that failed (the outbox tries each again later)",
    registers: [registry],
  });
  const stopCountingMail = onMailFailure(() => mailFailures.inc());
  return {
    registry,
    answered,
    close: () => {
      stopObservingQueries();
      stopCountingMail();
    },
  };
}
