import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { API_HEAP_MB_DEFAULT, apiHeapMb, withHeapLimit } from "./heap-limit.ts";

const postgres = { DATABASE_URL: "postgres://stint@localhost/stint" };

describe("API_HEAP_MB", () => {
  it("defaults by database: 768 MB on PostgreSQL, 4096 MB on the embedded one", () => {
    expect(apiHeapMb({})).toBe(API_HEAP_MB_DEFAULT.embedded);
    expect(apiHeapMb(postgres)).toBe(API_HEAP_MB_DEFAULT.postgres);
    expect(API_HEAP_MB_DEFAULT).toEqual({ embedded: 4096, postgres: 768 });
    expect(apiHeapMb({ ...postgres, API_HEAP_MB: "1024" })).toBe(1024);
    // What env.ts rejects falls back here (the start scripts run before env.ts says what is wrong).
    expect(apiHeapMb({ ...postgres, API_HEAP_MB: "lots" })).toBe(768);
  });

  it("replaces any heap limit among a process's Node options with its own", () => {
    expect(withHeapLimit(["--no-memory-reducer", "--max-old-space-size=4096"], postgres)).toEqual([
      "--no-memory-reducer",
      "--max-old-space-size=768",
    ]);
    expect(withHeapLimit([], { API_HEAP_MB: "512" })).toEqual(["--max-old-space-size=512"]);
  });

  it("is printed by the file for the container's command, and a Node started with it has that limit", () => {
    const file = fileURLToPath(new URL("./print-heap-limit.ts", import.meta.url));
    const env = { PATH: process.env.PATH, ...postgres };
    const printed = execFileSync(process.execPath, [file], { env, encoding: "utf8" }).trim();
    expect(printed).toBe("768");
    const limit = execFileSync(
      process.execPath,
      [`--max-old-space-size=${printed}`, "-e", "console.log(require('v8').getHeapStatistics().heap_size_limit)"],
      { env, encoding: "utf8" },
    );
    // The old generation's limit and the young generation's room (three semi-spaces, 64 MB each by default).
    expect(Number(limit) / 2 ** 20).toBeGreaterThanOrEqual(768);
    expect(Number(limit) / 2 ** 20).toBeLessThan(1024);
  });
});
