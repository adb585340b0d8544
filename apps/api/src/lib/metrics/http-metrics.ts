import { Counter, Histogram, type Registry } from "prom-client";
import type { AnsweredRequest } from "../http/request-log.ts";

/** Methods outside these share one label value: the method is the one label a client chooses freely. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const LABELS = ["method", "route", "status"] as const;

/**
 * Requests by method, route pattern (never the path: its ids would make a series per record) and status:
 * a count and a latency histogram. Fed by the access log's middleware (lib/http/request-log.ts).
 */
export function httpMetrics(registry: Registry): (answered: AnsweredRequest) => void {
  const requests = new Counter({
    name: "stint_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: LABELS,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "stint_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's end, by method, route pattern and status",
    labelNames: LABELS,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return (answered) => {
    const labels = {
      method: METHODS.has(answered.method) ? answered.method : "OTHER",
      route: answered.route ?? "unmatched",
      status: String(answered.status),
    };
    requests.inc(labels);
    duration.observe(labels, answered.ms / 1000);
  };
}
