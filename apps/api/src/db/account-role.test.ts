import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/test-database.ts";
import { findLiveSessionRole, liveSessions } from "./account-role.ts";
import type { Database } from "./client.ts";

let database: Database;
const db = () => database.db;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A user with one session that ends in an hour; straight SQL, past every service. */
async function userWithSession() {
  const userId = randomUUID();
  const token = randomUUID();
  await db().execute(
    sql`insert into auth_users (id, name, email) values (${userId}, 'Ada', ${`${userId}@example.com`})`,
  );
  await db().execute(
    sql`insert into auth_sessions (id, token, user_id, expires_at) values (${randomUUID()}, ${token}, ${userId}, now() + interval '1 hour')`,
  );
  return { userId, token };
}

/**
 * A write that fires no trigger (session_replication_role = replica), as no code of the app makes: it shows
 * whether an answer came from memory, since only the statement's answer could see it.
 */
async function silently(statement: ReturnType<typeof sql>) {
  await db().transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

describe("live sessions", () => {
  it("answers the user and role of a live session, and null for an unknown, expired or deleted one", async () => {
    const live = liveSessions(database);
    const { userId, token } = await userWithSession();
    expect(await live(token)).toEqual({ userId, role: null });
    await db().execute(
      sql`insert into students (id, email_address, name) values (${userId}, ${`${userId}@example.com`}, 'Ada')`,
    );
    expect(await live(token)).toEqual({ userId, role: "student" });
    expect(await live(randomUUID())).toBeNull();

    await db().execute(sql`update auth_sessions set expires_at = now() - interval '1 second' where token = ${token}`);
    expect(await live(token)).toBeNull();
    await db().execute(sql`update auth_sessions set expires_at = now() + interval '1 hour' where token = ${token}`);
    expect(await live(token)).toEqual({ userId, role: "student" });

    await db().execute(sql`delete from auth_sessions where token = ${token}`);
    expect(await live(token)).toBeNull();
    expect(await findLiveSessionRole({ db: db(), token })).toBeNull();
  });

  it("on the embedded database remembers a session until sessions, students or companies change", async () => {
    if (!database.listen) return; // PostgreSQL: every call asks (the test above)
    const live = liveSessions(database);
    const { userId, token } = await userWithSession();
    const other = await userWithSession();
    expect(await live(token)).toEqual({ userId, role: null });

    await silently(sql`delete from auth_sessions where token = ${token}`);
    expect(await live(token)).toEqual({ userId, role: null }); // remembered: nothing announced the change

    // Any change to the three tables, even another user's, makes it ask again.
    for (const change of [
      sql`update auth_sessions set updated_at = now() where token = ${other.token}`,
      sql`update students set name = name where false`,
      sql`update companies set name = name where false`,
    ]) {
      await silently(
        sql`insert into auth_sessions (id, token, user_id, expires_at) select ${randomUUID()}, ${token}, ${userId}, now() + interval '1 hour' where not exists (select 1 from auth_sessions where token = ${token})`,
      );
      expect(await live(token)).toEqual({ userId, role: null });
      await silently(sql`delete from auth_sessions where token = ${token}`);
      await db().execute(change);
      expect(await live(token)).toBeNull();
    }
  });

  it("forgets a remembered session once it expires, without any change announced", async () => {
    if (!database.listen) return;
    const live = liveSessions(database);
    const { userId, token } = await userWithSession();
    await silently(sql`update auth_sessions set expires_at = now() + interval '1 second' where token = ${token}`);
    await db().execute(sql`update auth_sessions set updated_at = now() where false`); // announced, and asked again
    expect(await live(token)).toEqual({ userId, role: null });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await live(token)).toBeNull();
  });
});
