import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { operatorAudit } from "../../../db/schema/index.ts";
import { readOutbox } from "../../../lib/mail/read-outbox.ts";
import { it } from "../../../test/api-test.ts";
import { company, job, student } from "../../../test/application-fixtures.ts";
import { listCandidates, rustCv, rustJob } from "../../../test/candidate-fixtures.ts";
import { newOperator } from "../../../test/operator-fixtures.ts";
import { GOOD_PASSWORD, type TestApp, type TestClient } from "../../../test/test-app.ts";

const signIn = (client: TestClient, email: string, password = GOOD_PASSWORD) =>
  client.post("/api/auth/sign-in/email", { email, password });

const mailsTo = async (app: TestApp, email: string) =>
  (await readOutbox(app.outboxDir)).filter((message) => message.to.includes(email));

const suspensionOf = (id: string) => `/api/admin/accounts/${id}/suspension`;

// The console's accounts (issue 37): find, suspend with a reason told to the person, resume.
describe("finding accounts", () => {
  it("finds students, companies and operators by a part of their email or name, newest first", async ({
    app,
    signedInStudent,
    signedInCompany,
  }) => {
    const olga = await newOperator(app, ["accounts"]);
    const student = await signedInStudent({ name: "Zelda Quarantotto" });
    const company = await signedInCompany({ name: "Quarantotto Robotics" });
    const found = await olga.client.get("/api/admin/accounts?q=quarantotto");
    expect(found.status).toBe(200);
    expect(found.json.items.map((item: { id: string }) => item.id)).toEqual([company.id, student.id]);
    expect(found.json.items[1]).toMatchObject({
      email: student.email,
      name: "Zelda Quarantotto",
      kind: "student",
      suspension: null,
    });
    expect(found.json.items[1].lastSignInAt).not.toBeNull();
    const byEmail = await olga.client.get(`/api/admin/accounts?q=${encodeURIComponent(olga.email.toUpperCase())}`);
    expect(byEmail.json.items).toEqual([expect.objectContaining({ id: olga.id, kind: "operator" })]);
    // A pattern's wildcard is a character like any other.
    expect((await olga.client.get("/api/admin/accounts?q=%25%25%25")).json.items).toEqual([]);
  });

  it("walks every account once, a page at a time, and refuses a page link it never gave", async ({
    app,
    signedInStudent,
  }) => {
    const olga = await newOperator(app, ["accounts"]);
    for (let i = 0; i < 27; i += 1) await signedInStudent({ name: `Pagina Walker ${i}` });
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const query: string = next ? `&after=${encodeURIComponent(next)}` : "";
      const page = await olga.client.get(`/api/admin/accounts?q=pagina%20walker${query}`);
      expect(page.status).toBe(200);
      seen.push(...page.json.items.map((item: { name: string }) => item.name));
      next = page.json.next;
    } while (next);
    expect(seen).toHaveLength(27);
    expect(new Set(seen).size).toBe(27);
    expect(seen[0]).toBe("Pagina Walker 26");
    const bad = await olga.client.get("/api/admin/accounts?after=not-a-cursor");
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toHaveProperty("after");
  });
});

describe("suspending an account", () => {
  it("ends every session at once, refuses sign-in with the reason, and tells the person; resume lets them in", async ({
    app,
    db,
    signedInStudent,
  }) => {
    const olga = await newOperator(app, ["accounts"]);
    const student = await signedInStudent();
    const secondDevice = app.client();
    expect((await signIn(secondDevice, student.email)).status).toBe(200);

    const reason = "Fake job applications sent in bulk.";
    const suspended = await olga.client.post(suspensionOf(student.id), { reason: `  ${reason} ` });
    expect(suspended.status).toBe(204);
    expect((await student.client.get("/api/cvs")).status).toBe(401);
    expect((await secondDevice.get("/api/me")).status).toBe(401);

    const refused = await signIn(app.client(), student.email);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toEqual({ code: "account-suspended", message: expect.stringContaining(reason) });
    expect(refused.headers.getSetCookie()).toEqual([]);

    const [mail] = await mailsTo(app, student.email);
    expect(mail?.subject).toBe("Your Stint account is suspended");
    expect(mail?.text).toContain(reason);

    const listed = await olga.client.get(`/api/admin/accounts?q=${encodeURIComponent(student.email)}`);
    expect(listed.json.items[0]).toMatchObject({ suspension: { reason }, lastSignInAt: null });

    expect((await olga.client.post(suspensionOf(student.id), { reason: "Again" })).status).toBe(409);
    expect((await olga.client.delete(suspensionOf(student.id))).status).toBe(204);
    expect((await olga.client.delete(suspensionOf(student.id))).status).toBe(409);
    expect((await signIn(app.client(), student.email)).status).toBe(200);
    expect((await mailsTo(app, student.email)).map((message) => message.subject)).toContain(
      "Your Stint account is open again",
    );

    const lines = await db
      .select({ action: operatorAudit.action, actor: operatorAudit.actorLabel, reason: operatorAudit.reason })
      .from(operatorAudit)
      .where(eq(operatorAudit.subjectId, student.id))
      .orderBy(operatorAudit.id);
    expect(lines).toEqual([
      { action: "account.suspend", actor: olga.email, reason },
      { action: "account.resume", actor: olga.email, reason: null },
    ]);
  });

  it("answers a wrong password for a suspended account exactly as for anyone, and a reset does not let them in", async ({
    app,
    signedInStudent,
  }) => {
    const olga = await newOperator(app, ["accounts"]);
    const suspended = await signedInStudent();
    const other = await signedInStudent();
    expect((await olga.client.post(suspensionOf(suspended.id), { reason: "Spam" })).status).toBe(204);
    const wrongForSuspended = await signIn(app.client(), suspended.email, "not the password at all");
    const wrongForOther = await signIn(app.client(), other.email, "not the password at all");
    const wrongForNobody = await signIn(app.client(), "nobody-here@test.example", "not the password at all");
    expect(wrongForSuspended.status).toBe(401);
    expect(wrongForSuspended.json).toEqual(wrongForOther.json);
    expect(wrongForSuspended.json).toEqual(wrongForNobody.json);

    expect((await app.client().post("/api/auth/request-password-reset", { email: suspended.email })).status).toBe(200);
    const resetMail = (await mailsTo(app, suspended.email)).find((message) => message.subject.includes("Reset"));
    const token = new URL(resetMail!.links.find((link) => link.includes("reset-password"))!).searchParams.get("token");
    const reset = await app.client().post("/api/auth/reset-password", { token, newPassword: "a brand new passphrase" });
    expect(reset.status).toBe(200);
    expect((await signIn(app.client(), suspended.email, "a brand new passphrase")).status).toBe(403);
  });

  it("keeps to the rules: a reason, someone else, an operator only with operators, a real account", async ({
    app,
    signedInStudent,
  }) => {
    const accountsOnly = await newOperator(app, ["accounts"]);
    const chief = await newOperator(app, ["accounts", "operators"]);
    const student = await signedInStudent();

    const noReason = await accountsOnly.client.post(suspensionOf(student.id), { reason: "   " });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error.fields).toHaveProperty("reason");
    expect((await accountsOnly.client.post(suspensionOf(student.id), {})).status).toBe(400);
    expect((await accountsOnly.client.post(suspensionOf(student.id), { reason: "x".repeat(501) })).status).toBe(400);

    expect((await accountsOnly.client.post(suspensionOf(accountsOnly.id), { reason: "Me" })).status).toBe(409);
    expect((await accountsOnly.client.post(suspensionOf(chief.id), { reason: "Coup" })).status).toBe(403);
    expect((await chief.client.post(suspensionOf(accountsOnly.id), { reason: "Left the team" })).status).toBe(204);
    expect((await accountsOnly.client.get("/api/admin/accounts")).status).toBe(401);

    expect((await chief.client.post(suspensionOf("no-such-user"), { reason: "Ghost" })).status).toBe(404);
    expect((await chief.client.delete(suspensionOf("no-such-user"))).status).toBe(404);
  });

  it("is for operators holding accounts only, whatever the body", async ({ app, signedInStudent, signedInCompany }) => {
    const student = await signedInStudent();
    const company = await signedInCompany();
    const figures = await newOperator(app, ["figures", "operators"]);
    const calls = [
      (client: TestClient) => client.get("/api/admin/accounts"),
      (client: TestClient) => client.post(suspensionOf(student.id)),
      (client: TestClient) => client.delete(suspensionOf(student.id)),
    ];
    for (const call of calls) {
      expect((await call(app.client())).status).toBe(401);
      for (const client of [student.client, company.client, figures.client]) {
        expect((await call(client)).status).toBe(403);
      }
    }
  });
});

describe("what a suspended account shows others", () => {
  it("withholds a company's page and published jobs from students (search, recommendations, the job's page) until resumed", async ({
    app,
  }) => {
    const olga = await newOperator(app, ["accounts"]);
    const employer = await company(app, "Suspendable Widgets");
    const open = await job(employer, { ...rustJob, title: "Ferrous widget polisher" });
    const reader = await student(app, {}, rustCv);
    const searched = async () =>
      (await reader.client.get("/api/jobs?q=ferrous%20widget")).json.items.map((item: { id: string }) => item.id);
    const recommended = async () => {
      const page = await reader.client.get("/api/matching/jobs?limit=50");
      expect(page.status, page.text).toBe(200);
      return page.json.items.map((item: { job: { id: string } }) => item.job.id);
    };
    expect(await searched()).toEqual([open]);
    expect(await recommended()).toContain(open);
    const before = (await reader.client.get(`/api/jobs/${open}`)).json;

    expect((await olga.client.post(suspensionOf(employer.id), { reason: "Fake postings" })).status).toBe(204);
    expect(await searched()).toEqual([]);
    expect(await recommended()).not.toContain(open);
    expect((await reader.client.get(`/api/jobs/${open}`)).status).toBe(404);
    expect((await reader.client.get(`/api/companies/${employer.id}`)).status).toBe(404);
    const picked = async () =>
      (await reader.client.get("/api/companies?q=Suspendable")).json.items.map((item: { id: string }) => item.id);
    expect(await picked()).toEqual([]);

    expect((await olga.client.delete(suspensionOf(employer.id))).status).toBe(204);
    expect((await reader.client.get(`/api/companies/${employer.id}`)).status).toBe(200);
    expect(await picked()).toEqual([employer.id]);
    expect(await searched()).toEqual([open]);
    expect(await recommended()).toContain(open);
    const after = (await reader.client.get(`/api/jobs/${open}`)).json;
    expect(after).toMatchObject({ status: "published", publishedAt: before.publishedAt });
  });

  it("keeps a job the company had closed itself closed when it is resumed", async ({ app }) => {
    const olga = await newOperator(app, ["accounts"]);
    const employer = await company(app, "Closing Widgets");
    const closed = await job(employer, { title: "Closed widget sorter" });
    expect((await employer.client.post(`/api/jobs/${closed}/close`)).status).toBe(200);
    const reader = await student(app);
    expect((await olga.client.post(suspensionOf(employer.id), { reason: "Checks" })).status).toBe(204);
    expect((await reader.client.get(`/api/jobs/${closed}`)).json.status).toBe("closed");
    expect((await olga.client.delete(suspensionOf(employer.id))).status).toBe(204);
    expect((await reader.client.get(`/api/jobs/${closed}`)).json.status).toBe("closed");
  });

  it("hides a suspended student from companies' candidates, and shows them again once resumed", async ({ app }) => {
    const olga = await newOperator(app, ["accounts"]);
    const employer = await company(app, "Candidate Seekers");
    const jobId = await job(employer, rustJob);
    const candidate = await student(app, {}, rustCv);
    const closedToOffers = await student(app, { openToOffers: false }, rustCv);
    const listed = async () =>
      (await listCandidates(employer.client, `jobId=${jobId}&limit=50`)).items.map((item) => item.student.id);
    expect(await listed()).toContain(candidate.id);
    expect((await employer.client.get(`/api/cvs/${candidate.cvId}`)).status).toBe(200);

    for (const someone of [candidate, closedToOffers]) {
      expect((await olga.client.post(suspensionOf(someone.id), { reason: "Impersonation" })).status).toBe(204);
    }
    expect(await listed()).not.toContain(candidate.id);
    expect((await employer.client.get(`/api/cvs/${candidate.cvId}`)).status).toBe(404);

    for (const someone of [candidate, closedToOffers]) {
      expect((await olga.client.delete(suspensionOf(someone.id))).status).toBe(204);
    }
    expect(await listed()).toContain(candidate.id);
    expect(await listed()).not.toContain(closedToOffers.id);
  });
});
