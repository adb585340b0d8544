// Types of server.mjs for TypeScript tests that start the real server (apps/api/src/modules/files/interrupted-upload.test.ts).
import type { ChildProcess } from "node:child_process";

export type StartedServer = {
  port: number;
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  startupMs: number;
  stop: (options?: { graceMs?: number; keepData?: boolean }) => Promise<{ code: number | null; signal: string | null }>;
};

export function freePort(): Promise<number>;
export function startServer(options?: {
  env?: Record<string, string>;
  stdio?: "inherit" | "pipe" | "ignore";
  timeoutMs?: number;
  via?: "node" | "npm-start";
  /** The file node runs when `via` is "node" (default apps/api/src/main.ts). */
  entry?: string;
  dataDir?: string;
}): Promise<StartedServer>;
