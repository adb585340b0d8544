import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { API_EXTERNALS } from "../lib/build-api.mjs";
import { RUNTIME_PACKAGES, runtimeClosure } from "./runtime-tree.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const lock = JSON.parse(readFileSync(path.join(repoRoot, "package-lock.json"), "utf8"));

describe("the packages the container's runtime stage copies from node_modules", () => {
  it("follows Node's lookup: a package's own nested copy first, then the nearest one upwards", () => {
    const fake = {
      packages: {
        "": {},
        "apps/api": {},
        "node_modules/a": { dependencies: { b: "^2", c: "^1" } },
        "node_modules/a/node_modules/b": { dependencies: { c: "^1" } },
        "node_modules/b": { dependencies: {} },
        "node_modules/c": { optionalDependencies: { "c-linux": "1", "c-darwin": "1" } },
        "node_modules/c-linux": { optional: true },
        "node_modules/c-darwin": { optional: true },
        "node_modules/unrelated": {},
      },
    };
    const installed = (key) => key !== "node_modules/c-darwin";
    expect(runtimeClosure(fake, ["a"], { installed })).toEqual([
      "node_modules/a",
      "node_modules/a/node_modules/b",
      "node_modules/c",
      "node_modules/c-linux",
    ]);
  });

  it("refuses a lockfile that lacks a required dependency", () => {
    const fake = { packages: { "node_modules/a": { dependencies: { missing: "^1" } } } };
    expect(() => runtimeClosure(fake, ["a"])).toThrow(/needs missing/);
  });

  it("holds every package the API bundle leaves external that the project installs, and what it resolves at run time", () => {
    const installedExternals = API_EXTERNALS.filter((name) => lock.packages[`node_modules/${name}`]);
    expect(installedExternals).toEqual(["@electric-sql/pglite", "pino", "pino-pretty"]);
    expect(RUNTIME_PACKAGES).toEqual([...installedExternals, "swagger-ui-dist", "pdfjs-dist"]);
    const closure = runtimeClosure(lock, RUNTIME_PACKAGES, {
      installed: (key) => existsSync(path.join(repoRoot, key, "package.json")),
    });
    expect(closure).toEqual(
      expect.arrayContaining(["node_modules/@electric-sql/pglite", "node_modules/thread-stream"]),
    );
    // pino-pretty needs another sonic-boom than pino: both are copied, each where Node looks for it.
    expect(closure).toEqual(
      expect.arrayContaining(["node_modules/sonic-boom", "node_modules/pino-pretty/node_modules/sonic-boom"]),
    );
    // Nothing that the bundle already holds (the web app's packages, the API's bundled dependencies).
    expect(closure).not.toContain("node_modules/react");
    expect(closure).not.toContain("node_modules/drizzle-orm");
  });
});
