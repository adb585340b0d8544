// A stand-in for the Stint API in DOM tests: `fetch` answered by a handler, every request recorded.
import { vi } from "vitest";

export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
/** [status, body]; a body of undefined answers with no content. */
export type FakeAnswer = [status: number, body?: unknown];

/**
 * Replaces `fetch` for the test: `answer` gets each request (path without `/api`, the query, the parsed JSON
 * body) and returns the status and body to send back. Undo with `vi.unstubAllGlobals()`.
 */
export function fakeApi(answer: (request: FakeRequest) => FakeAnswer) {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://stint.test");
      const request: FakeRequest = {
        method: init?.method ?? "GET",
        path: url.pathname.replace(/^\/api/, ""),
        query: url.searchParams,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const [status, body] = answer(request);
      return body === undefined
        ? new Response(null, { status })
        : new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }),
  );
  return requests;
}

/** An API error body, as every failing route answers. */
export const apiError = (code: string, message: string, fields?: Record<string, string>) => ({
  error: { code, message, ...(fields ? { fields } : {}) },
});
