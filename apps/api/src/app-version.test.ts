import { readFileSync } from "node:fs";
import { describe, expect } from "vitest";
import { it } from "./test/api-test.ts";

// The release number is written once, in the root package.json; what the API tells must follow it.
const rootVersion = (
  JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
    version: string;
  }
).version;

describe("the release version", () => {
  it("is a semver version, and the OpenAPI document's info.version is it", async ({ app }) => {
    expect(rootVersion).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
    const document = (await app.client().get("/api/openapi.json")).json as { info: { version: string } };
    expect(document.info.version).toBe(rootVersion);
  });
});
