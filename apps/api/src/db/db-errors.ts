import { DrizzleQueryError } from "drizzle-orm/errors";

/** PostgreSQL unique_violation, whether raised by node-postgres or PGlite and possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  return someError(error, (current) => current.code === "23505");
}

/**
 * PostgreSQL disk_full (53100): the database's disk has no room for a write. Reads still work, so a health
 * check that only reads cannot see it (lib/http/database-full-watch.ts remembers it instead).
 */
export function isDatabaseFull(error: unknown): boolean {
  return someError(error, (current) => current.code === "53100");
}

/** PostgreSQL foreign_key_violation: the row pointed at (a user, a file) was deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  return someError(error, (current) => current.code === "23503");
}

/**
 * The database cannot serve now, and trying again in a few seconds may work: the server is down, restarting
 * or failing over, refuses connections, has no connection left, or a statement ran out of time. Thrown by
 * our own code where a failure is known to be this (an error from the pool's connect, better-auth's wrapping
 * of one); `isDatabaseUnavailable` recognises the others.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = "database-unavailable";
  constructor(cause: unknown) {
    super("The database is unavailable.", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * SQLSTATEs of a database that cannot serve now: class 08 (connection exception), class 53 (insufficient
 * resources: too many connections, out of memory, disk full), 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up or shutting down), 57014 query_canceled (our statement timeout).
 */
const UNAVAILABLE_STATES = /^(08...|53...|57P0[123]|57014)$/;

/** Socket errors: only from the database when the error came through the database (see below). */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** node-postgres's own words for a lost or unobtainable connection (its errors carry no code). */
export const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable)/;

/** Errors that came out of the pool's connect: a socket error there is the database's (see client.ts). */
const fromDatabase = new WeakSet<object>();

/** Marks `error` as raised by the database connection, so a bare socket error is known to be the database's. */
export function markDatabaseError<T>(error: T): T {
  if (error && typeof error === "object") fromDatabase.add(error);
  return error;
}

/**
 * Whether `error` (or anything in its `cause` chain, as Drizzle, better-auth and AggregateError wrap) says the
 * database is unavailable rather than that the statement was wrong. A socket error or node-postgres's
 * connection message counts only when it came through the database (a Drizzle query error, or marked by the
 * pool), so that a mail server or bucket that refuses connections is not reported as the database.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let throughDatabase = false;
  for (const current of chain(error)) {
    if (current instanceof DatabaseUnavailableError) return true;
    if (current instanceof DrizzleQueryError || fromDatabase.has(current)) throughDatabase = true;
    const { code, message } = current as ErrorLike;
    if (typeof code === "string" && UNAVAILABLE_STATES.test(code)) return true;
    if (!throughDatabase) continue;
    if (typeof code === "string" && SOCKET_CODES.has(code)) return true;
    if (typeof message === "string" && CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}

type ErrorLike = { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** `error` and what it wraps (`cause`, an AggregateError's `errors`), outermost first, each once. */
export function* chain(error: unknown): Generator<ErrorLike & object> {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 20) {
    const current = queue.shift();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    yield current as ErrorLike & object;
    const { cause, errors } = current as ErrorLike;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...(errors as unknown[]));
  }
}

function someError(error: unknown, test: (current: ErrorLike) => boolean): boolean {
  for (const current of chain(error)) if (test(current)) return true;
  return false;
}
