import { DrizzleQueryError } from "drizzle-orm/errors";
import { CONNECTION_MESSAGES } from "../db/db-errors.ts";

/**
 * What a log line says about an error: never request data. A failed statement is named by its first keyword
 * and table (`insert users`), its SQLSTATE and the schema objects involved (constraint, table, column): not
 * its parameters (emails, phone numbers, CV text), not its SQL text, and not the database's message or
 * detail, which quote values (`Key (email)=(…) already exists`, `invalid input syntax for type uuid: "…"`).
 * Other errors keep their message (a programming error's message names properties, not values).
 */
export type SafeError = {
  type: string;
  code?: string;
  message?: string;
  /** A failed statement: its first keyword and first table. */
  statement?: string;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  dataType?: string;
  routine?: string;
  /** An AggregateError's errors (connecting to each address of a host), counted. */
  errors?: number;
  stack?: string;
  cause?: SafeError;
};

const MAX_DEPTH = 4;
const MAX_FRAMES = 12;
const MAX_MESSAGE = 300;

/** Fields of a PostgreSQL error (node-postgres, PGlite) that name schema objects, never values. */
const SCHEMA_FIELDS = ["severity", "schema", "table", "column", "constraint", "dataType", "routine"] as const;

/** A pino serializer: anything else than an object (the outbox logs a code string) passes through. */
export function safeError(error: unknown): unknown {
  if (!error || typeof error !== "object") return error;
  return describe(error, false, 0);
}

function describe(error: object, inDatabase: boolean, depth: number): SafeError {
  const raw = error as Record<string, unknown>;
  const fromDatabase = inDatabase || error instanceof DrizzleQueryError || typeof raw.severity === "string";
  const described: SafeError = { type: typeName(error) };
  if (typeof raw.code === "string" || typeof raw.code === "number") described.code = String(raw.code);
  if (error instanceof DrizzleQueryError) {
    const statement = statementName(error.query);
    if (statement) described.statement = statement;
  }
  if (fromDatabase) {
    for (const field of SCHEMA_FIELDS) {
      const value = raw[field];
      if (typeof value === "string" && value) described[field] = value;
    }
  }
  // node-postgres's connection errors carry no code; their fixed messages quote nothing.
  const message = typeof raw.message === "string" ? raw.message : "";
  if (message && (!fromDatabase || CONNECTION_MESSAGES.test(message))) {
    described.message = message.slice(0, MAX_MESSAGE);
  }
  if (Array.isArray(raw.errors)) described.errors = raw.errors.length;
  const stack = typeof raw.stack === "string" ? frames(raw.stack) : "";
  if (stack) described.stack = stack;
  if (raw.cause && typeof raw.cause === "object" && depth < MAX_DEPTH) {
    described.cause = describe(raw.cause, fromDatabase, depth + 1);
  }
  return described;
}

function typeName(error: object): string {
  const name = (error as { name?: unknown }).name;
  const constructorName = error.constructor?.name;
  // node-postgres names its server errors "error"; the class says more.
  if (typeof name === "string" && name && name !== "Error" && name !== "error") return name;
  return constructorName && constructorName !== "Object" ? constructorName : "Error";
}

/** The stack's frames without its first line, which repeats the message. */
function frames(stack: string): string {
  return stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES)
    .join("\n");
}

/**
 * `insert users` for `insert into "users" (…) values ($1, …)`: the first keyword and the first quoted table
 * name after from/into/update/join. Drizzle quotes every identifier, so only schema names can match.
 */
export function statementName(query: unknown): string | undefined {
  if (typeof query !== "string") return undefined;
  // Literals out first: only the statement's own words may name it.
  const text = query.replace(/'(?:[^']|'')*'/g, "''");
  const keyword = /^\s*\(?\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase();
  if (!keyword) return undefined;
  const table = /\b(?:from|into|update|join)\s+(?:"[a-z_][a-z0-9_]*"\.)?"([a-z_][a-z0-9_]*)"/i.exec(text)?.[1];
  return table ? `${keyword} ${table}` : keyword;
}
