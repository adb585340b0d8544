import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { Hono } from "hono";
import { describe, expect } from "vitest";
import { users } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { createTestLogger } from "../../test/test-logger.ts";
import { createAuth } from "../auth.ts";
import { loggableText, MAX_LOGGED_CHARS } from "../log-hygiene.ts";
import { createPeriodicTask } from "../periodic-task.ts";
import { safeError, statementName } from "../safe-error.ts";
import type { AppEnv } from "./app-env.ts";
import { handleError } from "./error-handler.ts";

/** Values a log must never hold: what the request carried. */
const secret = () => {
  const tag = randomUUID().slice(0, 8);
  return { email: `leak.${tag}@private.example`, name: `Private Person ${tag}`, word: `private-${tag}` };
};

describe("logs never contain request data", () => {
  it("names a failing statement by its keyword, table and SQLSTATE, never its parameters or message", async ({
    db,
  }) => {
    const value = secret();
    const { logger, lines } = createTestLogger();
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.use(async (c, next) => {
      c.set("logger", logger);
      await next();
    });
    // A second row with the same email: the database's message quotes it (Key (email)=(…) already exists).
    app.post("/twice", async (c) => {
      for (const id of [randomUUID(), randomUUID()]) {
        await db.insert(users).values({ id, email: value.email, name: value.name });
      }
      return c.json({});
    });
    // A value the database cannot read as a uuid: its message quotes the value too.
    app.get("/cast", async (c) => c.json(await db.execute(sql`select ${value.word}::uuid as id`)));

    const twice = await app.request("/twice", { method: "POST" });
    expect(twice.status).toBe(500);
    expect(await twice.json()).toEqual({
      error: { code: "unknown", message: "Something went wrong on our side. Please try again." },
    });
    expect((await app.request("/cast")).status).toBe(500);

    const logged = JSON.stringify(lines);
    for (const leak of [value.email, value.name, value.word, "already exists", "invalid input syntax"]) {
      expect(logged).not.toContain(leak);
    }
    const [unique, cast] = lines.filter((line) => line.msg === "unhandled error");
    expect(unique?.err).toMatchObject({
      type: "DrizzleQueryError",
      statement: "insert auth_users",
      cause: { code: "23505", table: "auth_users", constraint: "auth_users_email_unique" },
    });
    expect(cast?.err).toMatchObject({ type: "DrizzleQueryError", statement: "select", cause: { code: "22P02" } });
    // Where it failed is still there.
    expect((unique?.err as { stack?: string }).stack).toMatch(/^\s+at /);
  });

  it("describes better-auth's errors the same way", async ({ app }) => {
    const value = secret();
    const { logger, lines } = createTestLogger();
    const auth = createAuth({ db: app.deps.database.db, env: app.deps.env, mailer: app.deps.mailer, logger });
    const failed = new DrizzleQueryError('select "id" from "auth_users" where "email" = $1', [value.email], {
      ...Object.assign(new Error(`no user ${value.email}`), { name: "error", severity: "ERROR", code: "XX000" }),
    } as Error);
    const context = await auth.$context;
    context.logger.error("INTERNAL_SERVER_ERROR", failed);
    context.logger.error(failed as unknown as string);
    expect(lines).toHaveLength(2);
    expect(JSON.stringify(lines)).not.toContain(value.email);
    expect(lines[0]).toMatchObject({ source: "better-auth", msg: "INTERNAL_SERVER_ERROR" });
    expect(lines[0]!.args).toEqual([
      expect.objectContaining({ type: "DrizzleQueryError", statement: "select auth_users" }),
    ]);
    expect(lines[1]!.args).toEqual([expect.objectContaining({ statement: "select auth_users" })]);
  });

  it("quotes at most a few hundred characters of a value, and no secret of a link, whoever logs it", async ({
    app,
  }) => {
    const { logger, lines } = createTestLogger();
    const auth = createAuth({ db: app.deps.database.db, env: app.deps.env, mailer: app.deps.mailer, logger });
    const context = await auth.$context;
    const sent = `https://elsewhere.example/${"x".repeat(20_000)}`;
    // What better-auth writes for a redirectTo it does not trust (its origin check, off under test).
    context.logger.error(`Invalid redirectURL: ${sent}`);
    logger.error({ redirectTo: sent, nested: { values: [sent] }, err: new Error(sent) }, sent);
    const link = "http://localhost:3000/reset-password?token=live-secret-token&next=%2F";
    logger.info({ link, err: new Error(`fetch ${link}`) }, `mail with ${link}`);

    expect(lines).toHaveLength(3);
    for (const line of lines) expect(JSON.stringify(line).length).toBeLessThan(4 * MAX_LOGGED_CHARS + 1000);
    expect(lines[0]!.msg).toMatch(/^Invalid redirectURL: https:\/\/elsewhere\.example\/x+… \(\d+ more characters\)$/);
    expect(lines[1]).toMatchObject({ redirectTo: expect.stringContaining("x".repeat(100)) });
    expect(JSON.stringify(lines)).not.toContain("live-secret-token");
    expect(lines[2]).toMatchObject({ link: "http://localhost:3000/reset-password?token=[redacted]&next=%2F" });
  });

  it("redacts secrets in links and cuts long strings", () => {
    expect(loggableText("see /x?token=abc&a=1#code=zz")).toBe("see /x?token=[redacted]&a=1#code=[redacted]");
    expect(loggableText("a".repeat(MAX_LOGGED_CHARS))).toBe("a".repeat(MAX_LOGGED_CHARS));
    expect(loggableText("a".repeat(MAX_LOGGED_CHARS + 7))).toBe(`${"a".repeat(MAX_LOGGED_CHARS)}… (7 more characters)`);
  });

  it("describes a background task's failure without values", async () => {
    const value = secret();
    const { logger, lines } = createTestLogger();
    let runs = 0;
    const task = createPeriodicTask({
      name: "test-task",
      everyMs: 60_000,
      logger,
      run: async () => {
        runs += 1;
        throw new DrizzleQueryError('update "students" set "phone" = $1', [value.word], {
          ...Object.assign(new Error(value.word), { name: "error", severity: "ERROR", code: "23514" }),
        } as Error);
      },
    });
    task.start();
    await task.stop();
    expect(runs).toBe(1);
    expect(JSON.stringify(lines)).not.toContain(value.word);
    expect(lines[0]).toMatchObject({
      component: "test-task",
      err: { statement: "update students", cause: { code: "23514" } },
    });
  });
});

describe("safeError", () => {
  it("keeps a programming error's message and passes anything but an object through", () => {
    expect(safeError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toMatchObject({
      type: "TypeError",
      message: "Cannot read properties of undefined (reading 'id')",
    });
    expect(safeError("57P01")).toBe("57P01");
    expect(safeError(undefined)).toBeUndefined();
  });

  it("names statements by keyword and first table", () => {
    expect(statementName('insert into "auth_users" ("id", "email") values ($1, $2)')).toBe("insert auth_users");
    expect(statementName('select "id" from "jobs" inner join "companies" on …')).toBe("select jobs");
    expect(statementName('update "cvs" set "title" = $1')).toBe("update cvs");
    expect(statementName('delete from "public"."files" where "id" = $1')).toBe("delete files");
    expect(statementName("select 'it''s from \"secret\"' as x")).toBe("select");
    expect(statementName("begin")).toBe("begin");
    expect(statementName(undefined)).toBeUndefined();
  });
});
