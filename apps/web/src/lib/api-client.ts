import type { ApiErrorBody } from "@stint/shared/errors";

/** The one error every call of the web app throws: HTTP status plus the API's stable code, message and fields. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
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

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
};

/** How a call reaches the API: the browser's fetch, or (rendering a page on the server) the API in process. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server's page renderer (entry-server.tsx) sends the calls of the screens it renders to the API in process. */
export function sendApiRequestsWith(next: ApiTransport) {
  transport = next;
}

function buildUrl(path: string, query?: Query) {
  const url = `/api${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
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

/**
 * Calls the Stint API on the same origin with the session cookie. Resolves with the parsed JSON body
 * (undefined for 204) and rejects with an ApiError for every failure, network errors included.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, query, signal } = options;
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";

  let response: Response;
  try {
    response = await transport(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, "network", NETWORK_ERROR_MESSAGE);
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body: body ?? {} }),
  patch: <T>(path: string, body: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  put: <T>(path: string, body: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "DELETE", body }),
};

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
