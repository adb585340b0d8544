import { pino } from "pino";
import type { Logger } from "../lib/logger.ts";

/** A pino logger whose lines the test can read back as objects. */
export function createTestLogger(): { logger: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}
