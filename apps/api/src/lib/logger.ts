import { pino, type Logger, type LoggerOptions } from "pino";
import { loggableFields, loggableText, loggableValue } from "./log-hygiene.ts";
import { safeError } from "./safe-error.ts";

export type { Logger };

/**
 * What every logger of the app shares, the tests' too: secrets are redacted wherever they appear, and an
 * error logged as `err` (or `error`) is described without request data (lib/safe-error.ts): a failed
 * statement by its name and SQLSTATE, never its parameters or SQL text. Every string of a line, its message
 * included, has secrets in links redacted and is cut to a length (lib/log-hygiene.ts).
 */
export const loggerOptions = {
  redact: {
    paths: [
      "password",
      "*.password",
      "newPassword",
      "*.newPassword",
      "token",
      "*.token",
      "req.headers.cookie",
      "req.headers.authorization",
      "headers.cookie",
      "headers.authorization",
    ],
    censor: "[redacted]",
  },
  serializers: { err: loggableError, error: loggableError, msg: loggableMessage },
  // Runs before the serializers, which clean what they make themselves.
  formatters: { log: loggableFields },
} satisfies LoggerOptions;

function loggableError(error: unknown): unknown {
  return loggableValue(safeError(error));
}

function loggableMessage(message: unknown): unknown {
  return typeof message === "string" ? loggableText(message) : message;
}

/** JSON logs in production; human-readable in development. */
export function createLogger(options: { level: string; pretty: boolean }): Logger {
  return pino({
    level: options.level,
    ...loggerOptions,
    ...(options.pretty
      ? { transport: { target: "pino-pretty", options: { colorize: true, translateTime: "HH:MM:ss" } } }
      : {}),
  });
}
