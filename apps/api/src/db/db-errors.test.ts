import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../lib/http/app-env.ts";
import { handleError } from "../lib/http/error-handler.ts";
import { openDatabase } from "./client.ts";
import { DatabaseUnavailableError, isDatabaseUnavailable, isUniqueViolation, markDatabaseError } from "./db-errors.ts";

/** An error as node-postgres (and PGlite) raise them for a server's ErrorResponse. */
const serverError = (code: string, message = "server error") =>
  Object.assign(new Error(message), { name: "error", severity: "FATAL", code });
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
const throughDrizzle = (cause: unknown) => new DrizzleQueryError("select 1", [], cause as Error);

/** A loopback port nothing listens on. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe("isDatabaseUnavailable", () => {
  it("knows the server's codes for a database that cannot serve now, wherever they are wrapped", () => {
    for (const code of ["57P01", "57P02", "57P03", "08006", "08001", "08003", "53300", "53100", "57014"]) {
      expect(isDatabaseUnavailable(serverError(code)), code).toBe(true);
      expect(isDatabaseUnavailable(throughDrizzle(serverError(code))), code).toBe(true);
      // better-auth keeps the database's error as the cause of its own 500.
      const wrapped = new Error("FAILED_TO_GET_SESSION", { cause: throughDrizzle(serverError(code)) });
      expect(isDatabaseUnavailable(wrapped), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new DatabaseUnavailableError(new Error("x")))).toBe(true);
  });

  it("does not take a wrong statement for an outage", () => {
    for (const code of ["23505", "23503", "22P02", "42P01", "40001", "40P01", "XX000"]) {
      expect(isDatabaseUnavailable(throughDrizzle(serverError(code))), code).toBe(false);
    }
    expect(isUniqueViolation(throughDrizzle(serverError("23505")))).toBe(true);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });

  it("counts socket errors and node-postgres's connection messages only when they came through the database", () => {
    for (const code of ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND"]) {
      expect(isDatabaseUnavailable(throughDrizzle(socketError(code))), code).toBe(true);
      expect(isDatabaseUnavailable(markDatabaseError(socketError(code))), code).toBe(true);
      // A mail server or a bucket that refuses connections is not the database.
      expect(isDatabaseUnavailable(socketError(code)), code).toBe(false);
    }
    for (const message of [
      "Connection terminated unexpectedly",
      "Connection terminated due to connection timeout",
      "timeout exceeded when trying to connect",
      "Query read timeout",
      "Client has encountered a connection error and is not queryable",
    ]) {
      expect(isDatabaseUnavailable(throughDrizzle(new Error(message))), message).toBe(true);
      expect(isDatabaseUnavailable(markDatabaseError(new Error(message))), message).toBe(true);
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(false);
    }
    // Connecting to a host name with several addresses fails with an AggregateError.
    const aggregate = Object.assign(new AggregateError([socketError("ECONNREFUSED")], "connect failed"), {
      code: "ECONNREFUSED",
    });
    expect(isDatabaseUnavailable(markDatabaseError(aggregate))).toBe(true);
    expect(isDatabaseUnavailable(throughDrizzle(new AggregateError([socketError("ECONNREFUSED")])))).toBe(true);
  });

  it("recognises what a real pool says when nothing listens, for a query and for a transaction", async () => {
    const database = await openDatabase({ databaseUrl: `postgres://stint@127.0.0.1:${await closedPort()}/stint` });
    try {
      const query = await database.db.execute(sql`select ${"someone@example.com"}`).catch((error: unknown) => error);
      expect(query).toBeInstanceOf(DrizzleQueryError);
      expect(isDatabaseUnavailable(query)).toBe(true);
      // A transaction connects first, outside Drizzle's wrapping: the pool marks that error.
      const transaction = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
        })
        .catch((error: unknown) => error);
      expect(transaction).not.toBeInstanceOf(DrizzleQueryError);
      expect(isDatabaseUnavailable(transaction)).toBe(true);
      const started = performance.now();
      expect(await database.ping()).toBe(false);
      expect(performance.now() - started).toBeLessThan(2_500);

      // Through the error handler: 503, Retry-After and the one error body, on reads and writes alike.
      const app = new Hono<AppEnv>();
      app.onError(handleError);
      app.get("/read", async (c) => c.json(await database.db.execute(sql`select 1`)));
      app.post("/write", async (c) => {
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
        });
        return c.json({});
      });
      for (const [method, path] of [
        ["GET", "/read"],
        ["POST", "/write"],
      ] as const) {
        const response = await app.request(path, { method });
        expect(response.status, path).toBe(503);
        expect(response.headers.get("retry-after")).toBe("5");
        expect(await response.json()).toEqual({
          error: {
            code: "database-unavailable",
            message: "The service is briefly unavailable. Please try again in a few seconds.",
          },
        });
      }
    } finally {
      await database.close();
    }
  });
});
