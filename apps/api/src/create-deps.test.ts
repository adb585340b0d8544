import { describe, expect, it } from "vitest";
import type { AppDeps } from "./app-deps.ts";
import { closeDeps } from "./create-deps.ts";
import { createTestLogger } from "./test/test-logger.ts";

type ClosableDeps = Parameters<typeof closeDeps>[0];

/** Deps whose parts record their closing; `stuck` names the parts whose stop or close never ends. */
function fakeDeps(kind: "pglite" | "postgres", stuck: string[]) {
  const closed: string[] = [];
  const part = (name: string) => () => {
    if (stuck.includes(name)) return new Promise<void>(() => undefined);
    closed.push(name);
    return Promise.resolve();
  };
  const { logger, lines } = createTestLogger();
  const deps = {
    logger,
    live: { stop: part("live updates") },
    timeSweep: { stop: part("time sweep") },
    uploadDebrisSweep: { stop: part("upload debris sweep") },
    matchingIndex: { stop: part("matching index") },
    jobReads: { searchIndex: { stop: part("job search index") } },
    outbox: { stop: part("outbox") },
    mailer: { close: part("mailer") },
    storage: { close: part("storage") },
    database: { kind, close: part("database") },
  } as unknown as ClosableDeps & Pick<AppDeps, "logger">;
  return { deps, closed, lines };
}

describe("closeDeps", () => {
  it("closes every part, the database last", async () => {
    const { deps, closed, lines } = fakeDeps("postgres", []);
    await closeDeps(deps, { stepTimeoutMs: 50 });
    expect(closed.at(-1)).toBe("database");
    expect(closed).toHaveLength(9);
    expect(lines).toEqual([]);
  });

  it("goes on past a part that never stops, logs which, and still closes the PostgreSQL pool", async () => {
    const { deps, closed, lines } = fakeDeps("postgres", ["matching index"]);
    await closeDeps(deps, { stepTimeoutMs: 50 });
    expect(closed).toContain("database");
    expect(lines.map((line) => [line.msg, line.part])).toEqual([["closing: gave up waiting", "matching index"]]);
  });

  it("does not wait forever on a PostgreSQL pool with a client still checked out", async () => {
    const { deps, lines } = fakeDeps("postgres", ["database"]);
    await closeDeps(deps, { stepTimeoutMs: 50 });
    expect(lines.map((line) => line.part)).toEqual(["database pool"]);
  });
});
