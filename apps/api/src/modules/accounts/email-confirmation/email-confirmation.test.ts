import { EMAIL_CONFIRMATION_LINK_ERRORS, EMAIL_UNCONFIRMED } from "@stint/shared/email-confirmation";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits, users } from "../../../db/schema/index.ts";
import { readOutbox } from "../../../lib/mail/read-outbox.ts";
import { company, job, student } from "../../../test/application-fixtures.ts";
import { fastPasswordHashing } from "../../../test/fast-password-hashing.ts";
import { publishableJob } from "../../../test/job-fixtures.ts";
import { matchedPair, ratingBody } from "../../../test/rating-fixtures.ts";
import {
  createTestApp,
  GOOD_PASSWORD,
  newCompany,
  newStudent,
  type TestApp,
  uniqueEmail,
} from "../../../test/test-app.ts";
import { SIGN_UPS_PER_HOUR, signUpsKey, TRUSTED_SIGN_UPS_PER_HOUR } from "../sign-up-limit.ts";

// One app with rate limits on, whose sign-ups hash cheaply: the career fair below signs up 300 people.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT: "true" }, { passwordHashing: fastPasswordHashing });
}, 60_000);
afterAll(() => app.close());

const IN_PROCESS_ADDRESS = "127.0.0.1";
const db = () => app.deps.database.db;
const realNow = () => new Date();

/** The address's sign-ups this hour, as if `count` had been made just now. */
async function setSignUps(count: number) {
  await db()
    .delete(rateLimits)
    .where(eq(rateLimits.key, signUpsKey(IN_PROCESS_ADDRESS)));
  if (count === 0) return;
  await db()
    .insert(rateLimits)
    .values({ id: crypto.randomUUID(), key: signUpsKey(IN_PROCESS_ADDRESS), count, lastRequest: Date.now() });
}

/** The token of the latest confirmation link mailed to `email`. */
async function confirmationToken(email: string): Promise<string> {
  const mails = (await readOutbox(app.outboxDir)).filter(
    (mail) => mail.to.includes(email) && /Confirm your email/.test(mail.subject),
  );
  const link = mails.at(-1)?.links.find((href) => href.includes("/confirm-account?token="));
  if (!link) throw new Error(`no confirmation link for ${email}`);
  return new URL(link).searchParams.get("token")!;
}

const confirm = (token: string) => app.client().post("/api/email-confirmation/confirm", { token });

beforeEach(async () => {
  app.deps.clock.now = realNow;
  await setSignUps(0);
});

describe("a career fair: many sign-ups from one address", () => {
  it("lets 300 sign-ups from one address in half an hour through; beyond the first 10 they must confirm", async () => {
    const start = Date.now();
    const statuses: number[] = [];
    const mustConfirm: boolean[] = [];
    const emails: string[] = [];
    for (let index = 0; index < 300; index += 1) {
      // Six seconds apart on the app's clock: 300 in 30 minutes.
      app.deps.clock.now = () => new Date(start + index * 6_000);
      const email = uniqueEmail("fair");
      emails.push(email);
      const response = await app.client().post("/api/sign-up/student", {
        email,
        password: GOOD_PASSWORD,
        name: `Student ${index}`,
      });
      statuses.push(response.status);
      mustConfirm.push(response.json?.user?.mustConfirmEmail);
    }
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    expect(mustConfirm.slice(0, TRUSTED_SIGN_UPS_PER_HOUR).every((must) => must === false)).toBe(true);
    expect(mustConfirm.slice(TRUSTED_SIGN_UPS_PER_HOUR).every((must) => must === true)).toBe(true);
    // Each account beyond the budget got its link; the trusted ones got none.
    const mailed = new Set(
      (await readOutbox(app.outboxDir))
        .filter((mail) => /Confirm your email/.test(mail.subject))
        .map((mail) => mail.to),
    );
    expect(emails.slice(TRUSTED_SIGN_UPS_PER_HOUR).every((email) => [...mailed].some((to) => to.includes(email)))).toBe(
      true,
    );
    expect(
      emails.slice(0, TRUSTED_SIGN_UPS_PER_HOUR).some((email) => [...mailed].some((to) => to.includes(email))),
    ).toBe(false);
  }, 240_000);

  it(`answers 429 with Retry-After past ${SIGN_UPS_PER_HOUR} sign-ups from one address in an hour`, async () => {
    await setSignUps(SIGN_UPS_PER_HOUR - 1);
    const last = await app
      .client()
      .post("/api/sign-up/student", { email: uniqueEmail("last"), password: GOOD_PASSWORD, name: "Last" });
    expect(last.status).toBe(201);
    const email = uniqueEmail("flood");
    const refused = await app.client().post("/api/sign-up/student", { email, password: GOOD_PASSWORD, name: "Flood" });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe("rate-limited");
    expect(refused.headers.get("retry-after")).toBe("3600");
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe("an account beyond the budget reaches no one until it confirms its email", () => {
  it("cannot apply, invite, publish, open a round, rate or report; can after opening the link", async () => {
    // Trusted: the company with a published job, and a pair with a match to rate.
    const owner = await company(app, "Campus Robotics");
    const jobId = await job(owner);
    const pair = await matchedPair(app);

    await setSignUps(TRUSTED_SIGN_UPS_PER_HOUR);
    const late = await student(app);
    const lateCompany = await newCompany(app, { name: "Late Company" });
    const me = await late.client.get("/api/me");
    expect(me.json.user.mustConfirmEmail).toBe(true);
    // It signs in and builds its profile and CV (student() made one) like anyone.
    expect((await late.client.patch("/api/me/account", { university: "ETH Zürich" })).status).toBe(200);

    const refused = async (response: { status: number; json: any }) => {
      expect(response.status).toBe(403);
      expect(response.json.error.code).toBe(EMAIL_UNCONFIRMED);
      expect(response.json.error.message).toMatch(/Confirm your email/);
    };
    await refused(await late.client.post("/api/applications", { jobId, cvId: late.cvId }));
    await refused(
      await lateCompany.client.post("/api/invitations", { studentId: pair.student.id, jobId, message: "Join us" }),
    );
    await refused(await lateCompany.client.post("/api/jobs", { ...publishableJob(), publish: true }));
    const draft = await lateCompany.client.post("/api/jobs", { ...publishableJob(), publish: false });
    expect(draft.status).toBe(201);
    await refused(await lateCompany.client.post(`/api/jobs/${draft.json.id}/publish`));
    await refused(
      await lateCompany.client.post("/api/rounds", {
        name: "Spring",
        rankingDeadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        confirmationDeadline: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      }),
    );
    // The rule holds on every gated operation, whoever holds the flag: a rating and a report too.
    await db().update(users).set({ mustConfirmEmail: true }).where(eq(users.id, pair.student.id));
    await refused(await pair.student.client.post("/api/ratings", ratingBody("student-to-company", pair.matchId)));
    await refused(
      await pair.student.client.post(`/api/ratings/${crypto.randomUUID()}/reports`, { reason: "spam", details: "" }),
    );
    await db().update(users).set({ mustConfirmEmail: false }).where(eq(users.id, pair.student.id));
    expect(
      (await pair.student.client.post("/api/ratings", ratingBody("student-to-company", pair.matchId))).status,
    ).toBe(201);

    // The mailed link confirms, signed in or not; then the account applies.
    const confirmed = await confirm(await confirmationToken(late.email));
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toEqual({ emailAddress: late.email });
    expect((await late.client.get("/api/me")).json.user.mustConfirmEmail).toBe(false);
    expect((await late.client.post("/api/applications", { jobId, cvId: late.cvId })).status).toBe(201);
    expect((await confirm(await confirmationToken(lateCompany.email))).status).toBe(200);
    expect((await lateCompany.client.post(`/api/jobs/${draft.json.id}/publish`)).status).toBe(200);
  }, 120_000);

  it("refuses a tampered, a used, a replaced and an expired link", async () => {
    await setSignUps(TRUSTED_SIGN_UPS_PER_HOUR);
    const { client, email } = await newStudent(app);
    const first = await confirmationToken(email);

    const tampered = await confirm(`${first.slice(0, -2)}${first.endsWith("AA") ? "BB" : "AA"}`);
    expect(tampered.status).toBe(404);
    expect(tampered.json.error.code).toBe(EMAIL_CONFIRMATION_LINK_ERRORS.unknown);
    expect((await confirm("")).status).toBe(400);

    // A new link replaces the first one.
    const resent = await client.post("/api/me/email-confirmation");
    expect(resent.status).toBe(202);
    const second = await confirmationToken(email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(404);

    // Two days later the second one has expired; a third works once.
    app.deps.clock.now = () => new Date(Date.now() + 49 * 60 * 60 * 1000);
    const expired = await confirm(second);
    expect(expired.status).toBe(410);
    expect(expired.json.error.code).toBe(EMAIL_CONFIRMATION_LINK_ERRORS.expired);
    expect((await client.get("/api/me")).json.user.mustConfirmEmail).toBe(true);
    expect((await client.post("/api/me/email-confirmation")).status).toBe(202);
    const third = await confirmationToken(email);
    expect((await confirm(third)).status).toBe(200);
    const used = await confirm(third);
    expect(used.status).toBe(404);
    expect(used.json.error.code).toBe(EMAIL_CONFIRMATION_LINK_ERRORS.unknown);
    // Nothing more to confirm.
    expect((await client.post("/api/me/email-confirmation")).status).toBe(409);
  });

  it("mails at most five new links an hour", async () => {
    await setSignUps(TRUSTED_SIGN_UPS_PER_HOUR);
    const { client } = await newStudent(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await client.post("/api/me/email-confirmation")).status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it("trusts every sign-up when rate limits are off", async () => {
    const unlimited = await createTestApp({}, { passwordHashing: fastPasswordHashing });
    try {
      const { me } = await newStudent(unlimited);
      expect(me.user).toMatchObject({ mustConfirmEmail: false });
    } finally {
      await unlimited.close();
    }
  });
});
