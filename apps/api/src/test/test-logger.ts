import { pino } from "pino";
import { type Logger, loggerOptions } from "../lib/logger.ts";

/** A pino logger, configured as the app's, whose lines the test can read back as objects. */
export function createTestLogger(): { logger: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: "info", ...loggerOptions },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  return { logger, lines };
}
