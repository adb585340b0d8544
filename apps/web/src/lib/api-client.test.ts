import { AUTH_ERROR_CODES } from "@stint/shared/errors";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answer, api, ApiError, NETWORK_ERROR_MESSAGE, RATE_LIMIT_MESSAGE } from "./api-client.ts";

function respond(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    body === undefined
      ? new Response(null, { status, headers })
      : new Response(typeof body === "string" ? body : JSON.stringify(body), {
          status,
          headers: { "content-type": "application/json", ...headers },
        }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("api client", () => {
  it("sends JSON with the session cookie and returns the parsed body", async () => {
    const fetchMock = respond(200, { ok: true });
    await expect(answer(api.PATCH("/me/account", { body: { name: "Anna" } }))).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith("/api/me/account", {
      method: "PATCH",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({ name: "Anna" }),
      credentials: "same-origin",
      signal: expect.any(AbortSignal),
    });
  });

  it("builds the query string without empty values", async () => {
    const fetchMock = respond(200, { items: [] });
    await api.GET("/places", { params: { query: { q: "zür ich", limit: 8, empty: "", none: undefined } as never } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/places?q=z%C3%BCr+ich&limit=8");
  });

  it("throws one ApiError carrying status, code, message and fields", async () => {
    respond(409, { error: { code: "conflict", message: "Taken.", fields: { email: "Taken." } } });
    const error = await api.POST("/sign-up/student", { body: {} as never }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "conflict", message: "Taken.", fields: { email: "Taken." } });
    expect((error as ApiError).hasFieldErrors).toBe(true);
  });

  it("says what to do when rate limited", async () => {
    respond(429, { error: { code: "rate-limited", message: "Too many requests" } });
    await expect(api.POST("/auth/sign-in/email", { body: {} as never })).rejects.toMatchObject({
      status: 429,
      message: RATE_LIMIT_MESSAGE,
    });
  });

  it("says how long to wait when the server's Retry-After is longer than a minute", async () => {
    respond(429, { error: { code: "rate-limited", message: "Too many requests" } }, { "retry-after": "900" });
    await expect(api.POST("/me/password", { body: {} as never })).rejects.toMatchObject({
      status: 429,
      message: "Too many attempts, try again in 15 minutes.",
    });
  });

  it("turns a non-JSON failure and a network failure into ApiErrors too", async () => {
    respond(502, "<html>Bad gateway</html>");
    await expect(api.GET("/me")).rejects.toMatchObject({ status: 502, code: "unknown" });

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(api.GET("/me")).rejects.toMatchObject({ status: 0, code: "network", message: NETWORK_ERROR_MESSAGE });
  });

  it("resolves to undefined for 204 No Content", async () => {
    respond(204);
    await expect(answer(api.DELETE("/me", { body: { password: "x" } }))).resolves.toBeUndefined();
  });
});

describe("the typed calls", () => {
  it("fills path parameters, encoded, and sends a POST without a body as an empty JSON object", async () => {
    const fetchMock = respond(200, { id: "a/b" });
    await api.POST("/jobs/{id}/publish", { params: { path: { id: "a/b" } } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/jobs/a%2Fb/publish");
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: "POST", body: "{}" });
  });

  it("rejects with the abort, not a network ApiError, when the caller cancels", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        init.signal?.throwIfAborted();
        return new Response("{}");
      }),
    );
    const controller = new AbortController();
    controller.abort();
    const error = await api.GET("/me", { signal: controller.signal }).catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe("AbortError");
  });

  it("rejects a path the document does not have at compile time", () => {
    // @ts-expect-error: no such operation in the API's document
    void (() => api.GET("/no-such-path"));
  });
});

describe("the error codes", () => {
  it("compares an ApiError's code only with codes the API sends (checked by the compiler)", async () => {
    respond(400, { error: { code: AUTH_ERROR_CODES.invalidToken, message: "Expired." } });
    const error = (await api
      .POST("/auth/reset-password", { body: { newPassword: "x", token: "t" } })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.code === AUTH_ERROR_CODES.invalidToken).toBe(true);
    // @ts-expect-error: a code the API never sends (a typo) is no code of the union
    expect(error.code === "INVALID_TOKNE").toBe(false);
  });
});
