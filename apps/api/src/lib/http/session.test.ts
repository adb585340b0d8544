import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/index.ts";
import { publishableJob } from "../../test/job-fixtures.ts";
import { createTestApp, signUpCompany, TEST_ORIGIN, uniqueEmail } from "../../test/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

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
async function signedUpCompany() {
  const client = t.client();
  const { me } = await signUpCompany(client);
  const response = await t.app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
    body: JSON.stringify({ email: me.user.email, password: "correct horse battery staple" }),
  });
  const cookies = setCookies(response);
  expect(cookies.get(CACHE)).toBeTruthy();
  return { userId: me.user.id as string, token: cookies.get(TOKEN)!, cache: cookies.get(CACHE)! };
}

const request = (path: string, cookie: string, init: { method?: string; body?: unknown } = {}) =>
  t.app.request(path, {
    method: init.method ?? "GET",
    headers: {
      origin: TEST_ORIGIN,
      cookie,
      ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });

describe("the session cookie cache", () => {
  it("answers reads of a revoked session until it expires, but never a write, /me or the export", async () => {
    const { userId, token, cache } = await signedUpCompany();
    const cookie = `${TOKEN}=${token}; ${CACHE}=${cache}`;
    // As a password reset or a sign-out on another device does.
    await t.deps.database.db.delete(sessions).where(eq(sessions.userId, userId));

    expect((await request("/api/jobs", cookie)).status).toBe(200);
    const write = await request("/api/jobs", cookie, { method: "POST", body: publishableJob() });
    expect(write.status).toBe(401);
    expect((await request("/api/me/export", cookie)).status).toBe(401);
    const me = await request("/api/me", cookie);
    expect(me.status).toBe(401);
    // The browser learns that the session is over and forgets both cookies.
    expect(setCookies(me).get(TOKEN)).toBe("");
    expect(setCookies(me).get(CACHE)).toBe("");
  });

  it("fills the cache on a read that comes without it", async () => {
    const { token } = await signedUpCompany();
    const response = await request("/api/jobs", `${TOKEN}=${token}`);
    expect(response.status).toBe(200);
    expect(setCookies(response).get(CACHE)).toBeTruthy();
  });

  it("drops the cache after a write, so the next read sees what the write changed", async () => {
    const client = t.client();
    await signUpCompany(client);
    expect((await client.get("/api/jobs?mine=true")).status).toBe(200);
    const moved = await client.patch("/api/me/account", { emailAddress: uniqueEmail("moved") });
    expect(moved.status).toBe(200);
    // The company is found by its (new) email address: a cache still holding the old one would answer 403.
    expect((await client.get("/api/jobs?mine=true")).status).toBe(200);
  });
});
