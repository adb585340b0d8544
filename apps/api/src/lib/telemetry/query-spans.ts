import { SpanKind, SpanStatusCode, trace, type Context, type Tracer } from "@opentelemetry/api";
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_SYSTEM_NAME,
  ATTR_ERROR_TYPE,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from "@opentelemetry/semantic-conventions";
import type { QueryObserver } from "../../db/query-observer.ts";

/*
 * The older database conventions' names, which most trace viewers still show as the statement (the stable
 * `db.query.text` would double each span's largest attribute). Written out, as OpenTelemetry advises for
 * attributes outside the stable set, rather than imported from the conventions' unstable entry point.
 */
const ATTR_DB_SYSTEM = "db.system";
const ATTR_DB_STATEMENT = "db.statement";
const ATTR_DB_DRIVER = "stint.db.driver";

const ignore = () => undefined;

/**
 * A client span for each database statement run inside a traced request, the child of the request's span.
 * It carries the SQL text as the app wrote it, with `$1` placeholders: parameters never reach the observer
 * (db/query-observer.ts), so no value a user sent (a password hash, an e-mail address) is in a span. A
 * statement outside any request (the outbox, the sweeps) has no span to belong to and makes none.
 */
export function querySpans(tracer: Tracer, active: () => Context): QueryObserver {
  return ({ text, driver }) => {
    const context = active();
    if (!trace.getSpan(context)?.isRecording()) return ignore;
    const operation = operationName(text);
    const span = tracer.startSpan(
      operation,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          [ATTR_DB_SYSTEM]: "postgresql",
          [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
          [ATTR_DB_OPERATION_NAME]: operation,
          [ATTR_DB_STATEMENT]: text,
          [ATTR_DB_DRIVER]: driver,
        },
      },
      context,
    );
    return (error) => {
      if (error !== undefined) {
        // The SQLSTATE when there is one (23505, 57014): a database error's message may quote a row's values.
        const code = (error as { code?: unknown } | null)?.code;
        span.setAttribute(ATTR_ERROR_TYPE, typeof code === "string" ? code : errorName(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    };
  };
}

/**
 * The statement's first keyword (SELECT, INSERT, WITH, BEGIN), as the conventions name an operation; past
 * comments and the parentheses a UNION of queries opens with.
 */
export function operationName(text: string): string {
  const match = /^(?:\s|\(|--[^\n]*\n|\/\*[\s\S]*?\*\/)*([a-z]+)/i.exec(text);
  return match ? match[1]!.toUpperCase() : "QUERY";
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}
