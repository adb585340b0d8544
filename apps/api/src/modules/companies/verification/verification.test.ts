import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { operatorAudit } from "../../../db/schema/index.ts";
import { readOutbox } from "../../../lib/mail/read-outbox.ts";
import { it } from "../../../test/api-test.ts";
import { applied, company, job, student } from "../../../test/application-fixtures.ts";
import { publishableJob } from "../../../test/job-fixtures.ts";
import { newOperator } from "../../../test/operator-fixtures.ts";
import type { TestApp, TestClient } from "../../../test/test-app.ts";

// Company verification (issue 37): operators holding `companies` list companies waiting first and verify, refuse
// or revoke, audited and told to the company; the badge follows on every card; a refused company asks again once
// its profile changed; UNVERIFIED_COMPANIES=drafts keeps an unverified company from reaching students.

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

const decide = (client: TestClient, companyId: string, body: unknown) =>
  client.post(`/api/admin/companies/${companyId}/verification`, body);

async function operatorFor(app: TestApp) {
  return (await newOperator(app, ["companies"])).client;
}

describe("who may decide", () => {
  it("answers 401 signed out and 403 to a student, a company and an operator without `companies`, whatever they send", async ({
    app,
    signedInStudent,
    signedInCompany,
  }) => {
    const target = await signedInCompany({ name: "Target Works" });
    const outsiders = [
      (await signedInStudent()).client,
      (await signedInCompany()).client,
      (await newOperator(app, ["moderation", "accounts", "figures", "operators"])).client,
    ];
    expect((await app.client().get("/api/admin/companies")).status).toBe(401);
    expect((await decide(app.client(), target.id, { decision: "verify" })).status).toBe(401);
    for (const client of outsiders) {
      for (const response of [
        await client.get("/api/admin/companies"),
        await client.get("/api/admin/companies?status=nonsense"),
        await decide(client, target.id, { decision: "verify" }),
        await decide(client, target.id, {}),
        await decide(client, UNKNOWN_ID, { decision: "refuse" }),
      ]) {
        expect(response.status).toBe(403);
        expect(response.json.error.code).toBe("forbidden");
      }
    }
    expect((await target.client.get("/api/me/verification")).json.state).toBe("waiting");
  });
});

describe("the list of companies", () => {
  it("shows waiting companies, longest waiting first, with what helps decide, in keyset pages", async ({ app }) => {
    const olga = await operatorFor(app);
    const first = await company(app, "Listed Alpha Verify");
    const second = await company(app, "Listed Beta Verify");
    await job(first, { title: "Alpha Intern" });
    const page = await olga.get("/api/admin/companies?q=listed&limit=1");
    expect(page.status).toBe(200);
    expect(page.json.total).toBe(2);
    expect(page.json.items).toEqual([
      expect.objectContaining({
        id: first.id,
        name: "Listed Alpha Verify",
        website: "https://acme.example",
        jobsPublished: 1,
        verification: expect.objectContaining({ state: "waiting", reason: null, decidedAt: null }),
      }),
    ]);
    expect(page.json.items[0].emailAddress).toContain("@");
    expect(page.json.items[0].signedUpAt).toEqual(page.json.items[0].verification.waitingSince);
    const next = await olga.get(`/api/admin/companies?q=listed&limit=1&cursor=${page.json.nextCursor}`);
    expect(next.json.items.map((item: { id: string }) => item.id)).toEqual([second.id]);
    expect(next.json.nextCursor).toBeNull();

    expect((await decide(olga, second.id, { decision: "verify" })).status).toBe(200);
    const waiting = await olga.get("/api/admin/companies?q=listed");
    expect(waiting.json.items.map((item: { id: string }) => item.id)).toEqual([first.id]);
    const verified = await olga.get("/api/admin/companies?q=listed&status=verified");
    expect(verified.json.items.map((item: { id: string }) => item.id)).toEqual([second.id]);
    const all = await olga.get("/api/admin/companies?q=listed&status=all");
    expect(all.json.items.map((item: { id: string }) => item.id)).toEqual([first.id, second.id]);
  });

  it("answers 400 with a field message for a bad status, search or cursor", async ({ app }) => {
    const olga = await operatorFor(app);
    const status = await olga.get("/api/admin/companies?status=maybe");
    expect(status.status).toBe(400);
    expect(status.json.error.fields).toEqual({ status: "Choose waiting, verified, refused or all." });
    const q = await olga.get(`/api/admin/companies?q=${"x".repeat(101)}`);
    expect(q.json.error.fields).toEqual({ q: "Use at most 100 characters." });
    const cursor = await olga.get("/api/admin/companies?cursor=not-a-cursor");
    expect(cursor.status).toBe(400);
    expect(cursor.json.error.fields).toEqual({ cursor: "This is not a cursor from a previous page." });
  });
});

describe("a decision", () => {
  it("verifies: audited, the company told in-app and by mail in its language, the badge on every card", async ({
    app,
    db,
  }) => {
    const olga = await newOperator(app, ["companies"]);
    const acme = await company(app, "Badge Works");
    expect((await acme.client.put("/api/me/language", { language: "de" })).status).toBe(200);
    const jobId = await job(acme, { title: "Badger Intern" });
    const mia = await student(app);
    const application = await applied(mia, jobId);
    const reader = mia.client;
    expect((await reader.get(`/api/jobs/${jobId}`)).json.company.verified).toBe(false);
    // Cached and indexed now, so that the decision has to refresh them.
    expect((await reader.get("/api/jobs?q=badger")).json.items[0].company.verified).toBe(false);

    const verified = await decide(olga.client, acme.id, { decision: "verify", reason: "  " });
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({ state: "verified", reason: null });

    expect((await reader.get(`/api/jobs/${jobId}`)).json.company.verified).toBe(true);
    expect((await reader.get("/api/jobs?q=badger")).json.items[0].company.verified).toBe(true);
    expect((await reader.get(`/api/jobs?companyId=${acme.id}`)).json.items[0].company.verified).toBe(true);
    const page = (await reader.get(`/api/companies/${acme.id}`)).json;
    expect(page.company.verified).toBe(true);
    expect(page.openJobs[0].company.verified).toBe(true);
    const mine = (await reader.get("/api/applications")).json.items;
    expect(mine.find((item: { id: string }) => item.id === application.id).job.companyVerified).toBe(true);

    const lines = await db
      .select({ action: operatorAudit.action, actor: operatorAudit.actorLabel, label: operatorAudit.subjectLabel })
      .from(operatorAudit)
      .where(and(eq(operatorAudit.subjectType, "company"), eq(operatorAudit.subjectId, acme.id)));
    expect(lines).toEqual([{ action: "company.verify", actor: olga.email, label: "Badge Works" }]);

    const told = (await acme.client.get("/api/notifications")).json.items;
    expect(told[0]).toMatchObject({ kind: "company.verification", target: { type: "verification" } });
    await app.deps.outbox.drain();
    const mails = (await readOutbox(app.outboxDir)).filter((mail) => mail.subject.includes("Badge Works"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("ist verifiziert");
  });

  it("refuses with a reason the company reads; revoking takes a verification back; each from its state only", async ({
    app,
  }) => {
    const olga = await operatorFor(app);
    const acme = await company(app, "Refused Works");
    const noReason = await decide(olga, acme.id, { decision: "refuse" });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error.fields).toEqual({ reason: "Tell the company why: it reads this reason." });
    expect((await decide(olga, acme.id, { decision: "revoke", reason: "x" })).status).toBe(409);

    const refused = await decide(olga, acme.id, { decision: "refuse", reason: "  We could not find your company.  " });
    expect(refused.json).toMatchObject({ state: "refused", reason: "We could not find your company." });
    expect((await acme.client.get("/api/me/verification")).json).toMatchObject({
      state: "refused",
      reason: "We could not find your company.",
      mayAskAgain: false,
      mayPublish: true,
    });
    const told = (await acme.client.get("/api/notifications")).json.items[0];
    expect(told.body).toBe("We could not find your company.");
    expect((await decide(olga, acme.id, { decision: "refuse", reason: "again" })).status).toBe(409);

    expect((await decide(olga, acme.id, { decision: "verify" })).json.state).toBe("verified");
    expect((await decide(olga, acme.id, { decision: "verify" })).status).toBe(409);
    const revoked = await decide(olga, acme.id, { decision: "revoke", reason: "The website is gone." });
    expect(revoked.json).toMatchObject({ state: "refused", reason: "The website is gone." });
  });

  it("answers 404 for an unknown company and 400 with a field message for a bad body", async ({ app }) => {
    const olga = await operatorFor(app);
    const acme = await company(app, "Body Works");
    expect((await decide(olga, UNKNOWN_ID, { decision: "verify" })).status).toBe(404);
    expect((await decide(olga, "not-a-uuid", { decision: "verify" })).status).toBe(404);
    const unknown = await decide(olga, acme.id, { decision: "approve" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields).toEqual({ decision: "Choose verify, refuse or revoke." });
    const extra = await decide(olga, acme.id, { decision: "verify", note: "hi" });
    expect(extra.json.error.fields).toEqual({ note: "This field is not accepted." });
    const long = await decide(olga, acme.id, { decision: "refuse", reason: "x".repeat(1001) });
    expect(long.json.error.fields).toEqual({ reason: "Use at most 1,000 characters." });
  });
});

describe("a company's own standing", () => {
  it("asks again after a refusal only once its profile changed", async ({ app, signedInStudent }) => {
    const olga = await operatorFor(app);
    const acme = await company(app, "Again Works");
    const tooEarly = await acme.client.post("/api/me/verification");
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.json.error.code).toBe("verification-not-refused");

    await decide(olga, acme.id, { decision: "refuse", reason: "Tell us what you do." });
    const unchanged = await acme.client.post("/api/me/verification");
    expect(unchanged.status).toBe(409);
    expect(unchanged.json.error.code).toBe("verification-profile-unchanged");

    expect((await acme.client.patch("/api/me/account", { description: "We build robots." })).status).toBe(200);
    expect((await acme.client.get("/api/me/verification")).json.mayAskAgain).toBe(true);
    const asked = await acme.client.post("/api/me/verification");
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({ state: "waiting", reason: null, mayAskAgain: false });
    const listed = await olga.get("/api/admin/companies?q=again");
    expect(listed.json.items[0].verification).toMatchObject({
      state: "waiting",
      waitingSince: asked.json.waitingSince,
    });

    const { client } = await signedInStudent();
    expect((await client.get("/api/me/verification")).status).toBe(403);
    expect((await app.client().get("/api/me/verification")).status).toBe(401);
  });
});

describe("UNVERIFIED_COMPANIES=drafts", () => {
  it("lets an unverified company write drafts but not publish, reopen or invite until verified", async ({
    startApp,
  }) => {
    const app = await startApp({ UNVERIFIED_COMPANIES: "drafts", RATE_LIMIT: "false" });
    const olga = await operatorFor(app);
    const acme = await company(app, "Draft Works");
    const mia = await student(app);
    expect((await acme.client.get("/api/me/verification")).json).toMatchObject({ state: "waiting", mayPublish: false });

    const atOnce = await acme.client.post("/api/jobs", { ...publishableJob(), publish: true });
    expect(atOnce.status).toBe(403);
    expect(atOnce.json.error.code).toBe("company-unverified");
    const draft = await acme.client.post("/api/jobs", publishableJob({ title: "Patient Intern" }));
    expect(draft.status).toBe(201);
    const publish = await acme.client.post(`/api/jobs/${draft.json.id}/publish`);
    expect(publish.status).toBe(403);
    expect(publish.json.error).toMatchObject({
      code: "company-unverified",
      message: expect.stringContaining("verified"),
    });

    await decide(olga, acme.id, { decision: "verify" });
    expect((await acme.client.get("/api/me/verification")).json.mayPublish).toBe(true);
    expect((await acme.client.post(`/api/jobs/${draft.json.id}/publish`)).status).toBe(200);
    expect((await acme.client.post(`/api/jobs/${draft.json.id}/close`)).status).toBe(200);

    await decide(olga, acme.id, { decision: "revoke", reason: "Your registration lapsed." });
    expect((await acme.client.post(`/api/jobs/${draft.json.id}/reopen`)).json.error.code).toBe("company-unverified");
    const openJob = await acme.client.post("/api/jobs", publishableJob({ title: "Second Intern" }));
    const invite = await acme.client.post("/api/invitations", {
      jobId: openJob.json.id,
      studentId: mia.id,
      message: "Hi",
    });
    expect(invite.status).toBe(403);
    expect(invite.json.error.code).toBe("company-unverified");
  });

  it("is not the default: an unverified company publishes, without the badge", async ({ app }) => {
    const acme = await company(app, "Default Works");
    const created = await acme.client.post("/api/jobs", { ...publishableJob(), publish: true });
    expect(created.status).toBe(201);
    expect(created.json.company.verified).toBe(false);
    expect((await acme.client.get("/api/me/verification")).json).toMatchObject({ state: "waiting", mayPublish: true });
  });
});
