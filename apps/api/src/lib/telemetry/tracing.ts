import { ROOT_CONTEXT, type Context } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BasicTracerProvider, BatchSpanProcessor, type SpanExporter } from "@opentelemetry/sdk-trace-base";
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from "@opentelemetry/semantic-conventions";
import type { MiddlewareHandler } from "hono";
import { observeQueries } from "../../db/query-observer.ts";
import type { AppEnv } from "../http/app-env.ts";
import { APP_VERSION } from "../../app-version.ts";
import { querySpans } from "./query-spans.ts";
import { requestSpans } from "./request-spans.ts";

/** How long a stop waits for the last spans' export. */
const SHUTDOWN_TIMEOUT_MS = 3_000;

/** What the app needs of tracing: the middleware that makes each request's span, and a flush on stop. */
export type Tracing = {
  /** Installed first in app.ts: one server span per request, its database statements as children. */
  middleware: MiddlewareHandler<AppEnv>;
  /** Exports what is buffered (a test reads its exporter after this). */
  forceFlush: () => Promise<void>;
  /** Exports what is buffered and stops observing queries; main.ts calls it on a graceful stop. */
  shutdown: () => Promise<void>;
};

/**
 * Tracing that sends its spans to `exporter` (OTLP in production, see otlp-tracing.ts; an in-memory one in
 * tests). Nothing is registered globally (no global tracer provider, context manager or propagator): the spans
 * find their request through this instance's own AsyncLocalStorage, so that two apps in one process (tests) keep
 * their traces apart, and nothing of OpenTelemetry runs in a process that does not trace.
 */
export function createTracing(options: { exporter: SpanExporter; serviceName: string }): Tracing {
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: options.serviceName,
      [ATTR_SERVICE_VERSION]: APP_VERSION,
      // With API_PROCESSES > 1 each worker exports its own spans; the pid tells them apart.
      "process.pid": process.pid,
    }),
    spanProcessors: [new BatchSpanProcessor(options.exporter)],
  });
  const tracer = provider.getTracer("stint-api", APP_VERSION);
  const contextManager = new AsyncLocalStorageContextManager().enable();
  const propagator = new W3CTraceContextPropagator();
  const within = <T>(context: Context, run: () => Promise<T>) => contextManager.with(context, run);
  const stopObserving = observeQueries(querySpans(tracer, () => contextManager.active()));
  return {
    middleware: requestSpans({
      tracer,
      within,
      incoming: (headers) => propagator.extract(ROOT_CONTEXT, headers, headersGetter),
    }),
    forceFlush: () => provider.forceFlush(),
    shutdown: async () => {
      stopObserving();
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, SHUTDOWN_TIMEOUT_MS);
        timer.unref();
      });
      // A collector that does not answer must not hold the stop: its spans are lost, the process ends.
      await Promise.race([provider.shutdown().catch(() => undefined), gaveUp]);
      clearTimeout(timer);
      contextManager.disable();
    },
  };
}

const headersGetter = {
  keys: (headers: Headers) => [...headers.keys()],
  get: (headers: Headers, key: string) => headers.get(key) ?? undefined,
};
