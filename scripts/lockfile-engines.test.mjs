import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { packagesNarrowerThanTheProject } from "./lib/lockfile-engines.mjs";

const lockfile = fileURLToPath(new URL("../package-lock.json", import.meta.url));

describe("the Node versions the README promises", () => {
  it("every installed package runs on every Node the project's engines range allows (no EBADENGINE on install)", () => {
    const { promised, incompatible } = packagesNarrowerThanTheProject(lockfile);
    expect(promised).toBe("^20.19.0 || ^22.13.0 || >=24");
    expect(incompatible).toEqual([]);
  });
});
