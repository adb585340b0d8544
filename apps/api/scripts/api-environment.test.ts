import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { apiEnvironment, apiHeapOption, nodeBinary } from "../../../scripts/lib/node-bin.mjs";

/**
 * `npm start` gives the API an environment in which glibc's malloc returns freed memory (issue 13): after a large
 * block has been freed, as start-up does, 50 MB of 256 kB blocks allocated and freed again leave the resident
 * memory where it was. With glibc's dynamic thresholds those blocks stayed with the process.
 */

const glibc = Boolean(
  (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime,
);

const script = `
const rss = () => process.memoryUsage().rss / 1048576;
const settle = async () => {
  for (let i = 0; i < 2; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
let large = Buffer.allocUnsafeSlow(8 << 20);
large.fill(1);
large = null;
await settle();
const before = rss();
let blocks = [];
for (let i = 0; i < 200; i++) {
  const block = Buffer.allocUnsafeSlow(256 << 10);
  block.fill(1);
  blocks.push(block);
}
const peak = rss();
blocks = null;
await settle();
console.log(JSON.stringify({ usedMb: peak - before, keptMb: rss() - before }));
`;

describe.skipIf(!glibc)("the API's environment", () => {
  it("lets malloc return freed blocks to the system", async () => {
    const env = apiEnvironment({ PATH: process.env.PATH });
    const { stdout } = await promisify(execFile)(
      nodeBinary(),
      ["--expose-gc", "--input-type=module", "--eval", script],
      { env },
    );
    const { usedMb, keptMb } = JSON.parse(stdout) as { usedMb: number; keptMb: number };
    expect(usedMb).toBeGreaterThan(40);
    expect(keptMb).toBeLessThan(10);
  });

  it("leaves a setting of the caller's own alone", () => {
    expect(apiEnvironment({ MALLOC_TRIM_THRESHOLD_: "1048576" }).MALLOC_TRIM_THRESHOLD_).toBe("1048576");
  });
});

describe("the heap limit npm start and npm run dev give the API (API_HEAP_MB, decision 034)", () => {
  it("is the API's own default by database, or API_HEAP_MB", () => {
    const env = { PATH: process.env.PATH };
    expect(apiHeapOption(nodeBinary(), { ...env, DATABASE_URL: "postgres://stint@localhost/stint" })).toBe(
      "--max-old-space-size=768",
    );
    expect(apiHeapOption(nodeBinary(), env)).toBe("--max-old-space-size=4096");
    expect(apiHeapOption(nodeBinary(), { ...env, API_HEAP_MB: "1536" })).toBe("--max-old-space-size=1536");
  });
});
