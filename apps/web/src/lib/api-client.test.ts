import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, NETWORK_ERROR_MESSAGE, RATE_LIMIT_MESSAGE } from "./api-client.ts";

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
    await expect(api.patch("/me/account", { name: "Anna" })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith("/api/me/account", {
      method: "PATCH",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({ name: "Anna" }),
      credentials: "same-origin",
      signal: undefined,
    });
  });

  it("builds the query string without empty values", async () => {
    const fetchMock = respond(200, { items: [] });
    await api.get("/places", { query: { q: "zür ich", limit: 8, empty: "", none: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/places?q=z%C3%BCr+ich&limit=8");
  });

  it("throws one ApiError carrying status, code, message and fields", async () => {
    respond(409, { error: { code: "conflict", message: "Taken.", fields: { email: "Taken." } } });
    const error = await api.post("/sign-up/student", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "conflict", message: "Taken.", fields: { email: "Taken." } });
    expect((error as ApiError).hasFieldErrors).toBe(true);
  });

  it("says what to do when rate limited", async () => {
    respond(429, { error: { code: "rate-limited", message: "Too many requests" } });
    await expect(api.post("/auth/sign-in/email", {})).rejects.toMatchObject({
      status: 429,
      message: RATE_LIMIT_MESSAGE,
    });
  });

  it("says how long to wait when the server's Retry-After is longer than a minute", async () => {
    respond(429, { error: { code: "rate-limited", message: "Too many requests" } }, { "retry-after": "900" });
    await expect(api.post("/me/password", {})).rejects.toMatchObject({
      status: 429,
      message: "Too many attempts, try again in 15 minutes.",
    });
  });

  it("turns a non-JSON failure and a network failure into ApiErrors too", async () => {
    respond(502, "<html>Bad gateway</html>");
    await expect(api.get("/me")).rejects.toMatchObject({ status: 502, code: "unknown" });

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(api.get("/me")).rejects.toMatchObject({ status: 0, code: "network", message: NETWORK_ERROR_MESSAGE });
  });

  it("resolves to undefined for 204 No Content", async () => {
    respond(204);
    await expect(api.delete("/me", { password: "x" })).resolves.toBeUndefined();
  });
});
