import { pino, type Logger, type LoggerOptions } from "pino";
import { safeError } from "./safe-error.ts";

export type { Logger };

/**
 * What every logger of the app shares, the tests' too: secrets are redacted wherever they appear, and an
 * error logged as `err` (or `error`) is described without request data (lib/safe-error.ts): a failed
 * statement by its name and SQLSTATE, never its parameters or SQL text.
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
  serializers: { err: safeError, error: safeError },
} satisfies LoggerOptions;

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
