import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { sessions } from "../../db/schema/index.ts";
import { readOutbox } from "../mail/read-outbox.ts";
import { it } from "../../test/api-test.ts";
import { publishableJob } from "../../test/job-fixtures.ts";
import { newCompany, TEST_ORIGIN, type TestApp, uniqueEmail } from "../../test/test-app.ts";

const TOKEN = "better-auth.session_token";
const CACHE = "better-auth.session_data";

/** Name → value of the cookies a response sets ("" for one it clears). */
function setCookies(response: Response) {
  return new Map(
    response.headers.getSetCookie().map((header) => {
      const [pair] = header.split(";");
      const index = pair!.indexOf("=");
      const cleared = /max-age=0/i.test(header);
      return [pair!.slice(0, index), cleared ? "" : pair!.slice(index + 1)] as const;
    }),
  );
}

/** A signed-up company's cookies, sent by hand so that each test decides which of them go with a request. */
async function signedUpCompany(app: TestApp) {
  const { me } = await newCompany(app);
  const response = await app.app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
    body: JSON.stringify({ email: me.user.email, password: "correct horse battery staple" }),
  });
  const cookies = setCookies(response);
  expect(cookies.get(CACHE)).toBeTruthy();
  return { userId: me.user.id, token: cookies.get(TOKEN)!, cache: cookies.get(CACHE)! };
}

const request = (app: TestApp, path: string, cookie: string, init: { method?: string; body?: unknown } = {}) =>
  app.app.request(path, {
    method: init.method ?? "GET",
    headers: {
      origin: TEST_ORIGIN,
      cookie,
      ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });

describe("the session cookie cache", () => {
  it("ends every read of a revoked session at once, though its cookies are still signed and fresh", async ({
    app,
    db,
  }) => {
    const { userId, token, cache } = await signedUpCompany(app);
    const cookie = `${TOKEN}=${token}; ${CACHE}=${cache}`;
    // As a password reset or a sign-out on another device does.
    await db.delete(sessions).where(eq(sessions.userId, userId));

    const read = await request(app, "/api/jobs", cookie);
    expect(read.status).toBe(401);
    expect(setCookies(read).get(TOKEN)).toBe("");
    const write = await request(app, "/api/jobs", cookie, { method: "POST", body: publishableJob() });
    expect(write.status).toBe(401);
    expect((await request(app, "/api/me/export", cookie)).status).toBe(401);
    const me = await request(app, "/api/me", cookie);
    expect(me.status).toBe(401);
    // The browser learns that the session is over and forgets both cookies.
    expect(setCookies(me).get(TOKEN)).toBe("");
    expect(setCookies(me).get(CACHE)).toBe("");
  });

  it("fills the cache on a read that comes without it", async ({ app }) => {
    const { token } = await signedUpCompany(app);
    const response = await request(app, "/api/jobs", `${TOKEN}=${token}`);
    expect(response.status).toBe(200);
    expect(setCookies(response).get(CACHE)).toBeTruthy();
  });

  it("drops the cache after a write, so the next read sees what the write changed", async ({
    app,
    signedInCompany,
  }) => {
    const { client } = await signedInCompany();
    expect((await client.get("/api/jobs?mine=true")).status).toBe(200);
    const newEmail = uniqueEmail("moved");
    await client.post("/api/me/email-change", { newEmail, currentPassword: "correct horse battery staple" });
    const link = (await readOutbox(app.outboxDir)).find((message) => message.to.includes(newEmail))!.links[0]!;
    const moved = await client.post("/api/email-change/confirm", { token: new URL(link).searchParams.get("token") });
    expect(moved.status).toBe(200);
    // The company is found by its (new) email address: a cache still holding the old one would answer 403.
    expect((await client.get("/api/jobs?mine=true")).status).toBe(200);
  });
});
