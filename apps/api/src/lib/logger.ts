import { pino, type Logger } from "pino";

export type { Logger };

/** JSON logs in production; human-readable in development. Secrets are redacted wherever they appear. */
export function createLogger(options: { level: string; pretty: boolean }): Logger {
  return pino({
    level: options.level,
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
    ...(options.pretty
      ? { transport: { target: "pino-pretty", options: { colorize: true, translateTime: "HH:MM:ss" } } }
      : {}),
  });
}
