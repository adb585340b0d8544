import type { Env } from "../../env.ts";
import type { Tracing } from "./tracing.ts";

/**
 * Tracing to the OTLP endpoint the environment names (protobuf over HTTP, the OTLP default), or null when it
 * names none: then nothing of OpenTelemetry is loaded, and app.ts installs no middleware. The exporter reads the
 * other standard variables itself (OTEL_EXPORTER_OTLP_HEADERS, ..._TIMEOUT, ..._COMPRESSION).
 */
export async function startTracing(env: Pick<Env, "traces">): Promise<Tracing | null> {
  if (!env.traces) return null;
  const [{ OTLPTraceExporter }, { createTracing }] = await Promise.all([
    import("@opentelemetry/exporter-trace-otlp-proto"),
    import("./tracing.ts"),
  ]);
  return createTracing({
    exporter: new OTLPTraceExporter({ url: env.traces.url }),
    serviceName: env.traces.serviceName,
  });
}
