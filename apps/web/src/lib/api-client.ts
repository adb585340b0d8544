import type { ApiErrorBody, ApiErrorCode } from "@stint/shared/errors";
import createClient, { type Middleware } from "openapi-fetch";
import type { paths } from "./api-schema.d.ts";

/** What an ApiError's code can be: one the API answers with, or "network" when it could not be reached. */
export type ApiErrorKind = ApiErrorCode | "network";

/** The one error every call of the web app throws: HTTP status plus the API's stable code, message and fields. */
export class ApiError extends Error {
  readonly status: number;
  /** Compared against the shared codes (AUTH_ERROR_CODES, …): a code the API does not send is a type error. */
  readonly code: ApiErrorKind;
  readonly fields: Record<string, string>;

  constructor(status: number, code: ApiErrorKind, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  get hasFieldErrors() {
    return Object.keys(this.fields).length > 0;
  }
}

export const NETWORK_ERROR_MESSAGE = "Stint could not be reached. Check your connection and try again.";
export const RATE_LIMIT_MESSAGE = "Too many attempts, try again in a minute.";

/** What a 429 says: how long to wait, from its Retry-After (seconds) when the server gives one. */
export function rateLimitMessage(retryAfter: string | null): string {
  const minutes = Math.ceil(Number(retryAfter) / 60);
  if (!Number.isFinite(minutes) || minutes <= 1) return RATE_LIMIT_MESSAGE;
  return `Too many attempts, try again in ${minutes} minutes.`;
}

/** How a call reaches the API: the browser's fetch, or (rendering a page on the server) the API in process. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server's page renderer (entry-server.tsx) sends the calls of the screens it renders to the API in process. */
export function sendApiRequestsWith(next: ApiTransport) {
  transport = next;
}

/**
 * The query string the API reads: a list goes out comma-separated (`status=open,offer`), and empty values
 * (a blank field, an empty list) are left out, so they filter nothing.
 */
function queryString(query: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = Array.isArray(value) ? value.join(",") : value;
    if (text !== undefined && text !== null && text !== "") params.set(key, String(text));
  }
  return params.toString();
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === "object" && error !== null && "code" in error && "message" in error;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A proxy or the platform answered with HTML or nothing; the status still says what happened.
  }
  if (response.status === 429) {
    const fields = isErrorBody(body) ? (body.error.fields ?? {}) : {};
    return new ApiError(429, "rate-limited", rateLimitMessage(response.headers.get("retry-after")), fields);
  }
  if (isErrorBody(body)) {
    return new ApiError(response.status, body.error.code, body.error.message, body.error.fields ?? {});
  }
  const message =
    response.status >= 500
      ? "Something went wrong on our side. Please try again in a moment."
      : `The request failed (${response.status}).`;
  return new ApiError(response.status, "unknown", message);
}

// openapi-fetch builds a Request, which needs an absolute URL even where no page gives one (server rendering,
// unit tests); only its path and query are sent, through the transport, so the origin is never used.
const origin = "http://stint.invalid";

/** Hands openapi-fetch's Request to the transport as the path, query and init the API is called with. */
async function sendThroughTransport(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers: Record<string, string> = { accept: "application/json" };
  let body = request.body ? await request.text() : undefined;
  // A POST always carries a JSON object, an empty one when the operation reads none: better-auth's routes
  // (sign-out) read a JSON body, and the API answered the web this way before the typed client.
  if (body === undefined && request.method === "POST") body = "{}";
  if (body !== undefined) headers["content-type"] = "application/json";
  return transport(url.pathname + url.search, {
    method: request.method,
    headers,
    body,
    credentials: "same-origin",
    signal: request.signal,
  });
}

/** Every failure is one ApiError: a non-2xx answer with the API's code, a network failure with "network". */
const apiErrors: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await toApiError(response);
    return undefined;
  },
  onError({ request }) {
    // A call its caller gave up on (React Query cancelling it) rejects with the abort itself, as fetch does.
    if (request.signal.aborted) return undefined;
    return new ApiError(0, "network", NETWORK_ERROR_MESSAGE);
  },
};

/**
 * The Stint API on the same origin with the session cookie, typed by its OpenAPI document (api-schema.d.ts):
 * a path, parameter, body or answer the document does not have is a type error. Wrap a call in `answer`.
 */
export const api = createClient<paths>({
  baseUrl: `${origin}/api`,
  querySerializer: queryString,
  fetch: sendThroughTransport,
});
api.use(apiErrors);

/**
 * The answer of a call made with `api`: its parsed JSON body, typed by the document (undefined for 204). A failed
 * call never reaches here: the client rejects with an ApiError.
 */
export async function answer<R extends { data?: unknown; error?: unknown }>(
  call: Promise<R>,
): Promise<Extract<R, { error?: never }>["data"]> {
  return (await call).data as Extract<R, { error?: never }>["data"];
}

/** The query parameters an operation's GET takes, as the document has them. */
export type ApiQuery<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } }
  ? NonNullable<Q>
  : never;

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
