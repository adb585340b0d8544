// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";

const loadCatalogue = vi.fn((_language: string, _namespace: string) => Promise.resolve({}));
vi.mock("./catalogues.ts", () => ({ loadCatalogue }));

const { namespacesHere, preloadNamespaces } = await import("./preload-namespaces.ts");

describe("preloadNamespaces", () => {
  beforeEach(() => {
    loadCatalogue.mockClear();
    document.documentElement.lang = "de";
  });

  it("asks once for each of the page language's catalogues, none the page brought along", () => {
    namespacesHere({ de: { common: {}, landing: {} } });
    preloadNamespaces(["landing", "jobs", "skills"]);
    preloadNamespaces(["jobs"]);
    expect(loadCatalogue.mock.calls).toEqual([
      ["de", "jobs"],
      ["de", "skills"],
    ]);
    // The other language's are its own (after the switch).
    document.documentElement.lang = "en";
    preloadNamespaces(["jobs"]);
    expect(loadCatalogue).toHaveBeenLastCalledWith("en", "jobs");
  });

  it("asks for nothing on a page in no language it knows, and keeps a failed load quiet", async () => {
    document.documentElement.lang = "fr";
    preloadNamespaces(["ratings"]);
    expect(loadCatalogue).not.toHaveBeenCalled();
    document.documentElement.lang = "de";
    loadCatalogue.mockReturnValueOnce(Promise.reject(new Error("offline")));
    preloadNamespaces(["ratings"]);
    await Promise.resolve();
    expect(loadCatalogue).toHaveBeenCalledWith("de", "ratings");
  });
});
