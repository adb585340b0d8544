// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { readServerState, type ServerState, serverStateScript } from "./server-state.ts";

const state = (title: string): ServerState => ({
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ["jobs", "detail", "1"],
        queryHash: '["jobs","detail","1"]',
        dehydratedAt: 1,
        state: {
          data: { title },
          dataUpdateCount: 1,
          dataUpdatedAt: 1,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: "success",
          fetchStatus: "idle",
        },
      },
    ],
  },
  i18n: { de: { common: { splash: "Stint wird geladen" } } },
  router: { loaderData: { root: null }, actionData: null, errors: null },
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the server's state in the page", () => {
  it("comes back as it was sent, even a value that closes the script element", () => {
    const sent = state("</script><script>alert(1)</script><!--");
    document.body.innerHTML = `<div id="root"></div>${serverStateScript(sent)}`;
    expect(document.querySelectorAll("script")).toHaveLength(1);
    expect(readServerState()).toEqual(sent);
  });

  it("is null on the static page and when the script is not JSON", () => {
    expect(readServerState()).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="stint-state">{not json</script>';
    expect(readServerState()).toBeNull();
  });
});
