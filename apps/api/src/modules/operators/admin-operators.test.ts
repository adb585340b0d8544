import { describe, expect } from "vitest";
import { readOutbox } from "../../lib/mail/read-outbox.ts";
import { it } from "../../test/api-test.ts";
import { newOperator } from "../../test/operator-fixtures.ts";
import { type TestApp, uniqueEmail } from "../../test/test-app.ts";
import { LAST_HOLDER_MESSAGE } from "./last-holder.ts";

// Operators granted, changed and removed by another operator (issue 37), and the audit log they read.

async function invitationToken(app: TestApp, email: string) {
  const mail = (await readOutbox(app.outboxDir)).find((message) => message.to.includes(email));
  const link = mail?.links.find((href) => href.includes("/reset-password?token="));
  return { mail, token: link ? new URL(link).searchParams.get("token") : null };
}

describe("/api/admin/operators", () => {
  it("invites an address nobody has: a user without role who chooses a password and signs in as an operator", async ({
    app,
  }) => {
    const olga = await newOperator(app);
    const email = uniqueEmail("invited");
    const granted = await olga.client.put("/api/admin/operators", { email, permissions: ["figures", "companies"] });
    expect(granted.status).toBe(200);
    expect(granted.json).toMatchObject({
      invited: true,
      operator: { email, permissions: ["companies", "figures"], grantedBy: olga.email, lastSignInAt: null },
    });
    const { mail, token } = await invitationToken(app, email);
    expect(mail?.subject).toBe("You are invited to run Stint");
    expect(mail?.text).toContain(olga.email);
    expect(token).not.toBeNull();
    const reset = await app.client().post("/api/auth/reset-password", { token, newPassword: "a brand new passphrase" });
    expect(reset.status).toBe(200);
    const invitee = app.client();
    expect((await invitee.post("/api/auth/sign-in/email", { email, password: "a brand new passphrase" })).status).toBe(
      200,
    );
    expect((await invitee.get("/api/me")).json).toMatchObject({
      role: null,
      operator: { permissions: ["companies", "figures"] },
    });
    const listed = await olga.client.get("/api/admin/operators");
    const line = listed.json.items.find((item: { email: string }) => item.email === email);
    expect(line.lastSignInAt).not.toBeNull();
  });

  it("changes an operator's permissions and refuses a student's or a company's address", async ({
    app,
    signedInStudent,
    signedInCompany,
  }) => {
    const olga = await newOperator(app);
    const paula = await newOperator(app, ["moderation"]);
    const changed = await olga.client.put("/api/admin/operators", { email: paula.email, permissions: ["accounts"] });
    expect(changed.json).toMatchObject({ invited: false, operator: { userId: paula.id, permissions: ["accounts"] } });
    expect((await paula.client.get("/api/me")).json.operator).toEqual({ permissions: ["accounts"] });
    for (const account of [await signedInStudent(), await signedInCompany()]) {
      const refused = await olga.client.put("/api/admin/operators", { email: account.email, permissions: ["figures"] });
      expect(refused.status).toBe(409);
      expect(refused.json.error.fields.email).toMatch(/account/);
      expect((await account.client.get("/api/me")).json.operator).toBeNull();
    }
  });

  it("answers a field-level 400 for a bad address or permission", async ({ app }) => {
    const olga = await newOperator(app);
    const bad = await olga.client.put("/api/admin/operators", { email: "not an address", permissions: ["root"] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(expect.arrayContaining(["email", "permissions.0"]));
    const none = await olga.client.put("/api/admin/operators", { email: uniqueEmail(), permissions: [] });
    expect(none.json.error.fields.permissions).toBe("Choose at least one permission.");
  });

  it("removes an operator, but never the last who may grant operators, and audits each change", async ({ app }) => {
    // Only this test's operators hold `operators`: the others are taken away first.
    const everyone = await (await newOperator(app)).client.get("/api/admin/operators");
    const olga = await newOperator(app);
    const paula = await newOperator(app, ["figures"]);
    for (const other of everyone.json.items) {
      if (other.userId !== olga.id) await olga.client.delete(`/api/admin/operators/${other.userId}`);
    }
    const self = await olga.client.delete(`/api/admin/operators/${olga.id}`);
    expect(self.status).toBe(409);
    expect(self.json.error.message).toBe(LAST_HOLDER_MESSAGE);
    const demote = await olga.client.put("/api/admin/operators", { email: olga.email, permissions: ["figures"] });
    expect(demote.status).toBe(409);
    expect((await olga.client.get("/api/me")).json.operator.permissions).toContain("operators");

    expect((await olga.client.delete(`/api/admin/operators/${paula.id}`)).status).toBe(204);
    expect((await paula.client.get("/api/me")).json.operator).toBeNull();
    expect((await olga.client.delete(`/api/admin/operators/${paula.id}`)).status).toBe(404);

    const log = await olga.client.get(`/api/admin/audit-log?subject=${encodeURIComponent(paula.email)}`);
    expect(
      log.json.items.map((line: { action: string; actorLabel: string }) => [line.action, line.actorLabel]),
    ).toEqual([
      ["operator.revoke", olga.email],
      ["operator.grant", "command line"],
    ]);
  });
});

describe("/api/admin/audit-log", () => {
  it("pages newest first and filters by action prefix and subject, for any operator", async ({ app }) => {
    const olga = await newOperator(app);
    const reader = await newOperator(app, ["moderation"]);
    const emails = [uniqueEmail("a"), uniqueEmail("b"), uniqueEmail("c")];
    for (const email of emails) await olga.client.put("/api/admin/operators", { email, permissions: ["figures"] });

    const seen: string[] = [];
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/admin/audit-log?action=operator.grant&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const page = await reader.client.get(query);
      expect(page.status).toBe(200);
      expect(page.json.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.json.items.map((line: { subjectLabel: string }) => line.subjectLabel));
      ids.push(...page.json.items.map((line: { id: string }) => line.id));
      cursor = page.json.nextCursor;
    } while (cursor);
    const ours = seen.filter((label) => emails.includes(label));
    expect(ours).toEqual([...emails].reverse());
    expect(new Set(ids).size).toBe(ids.length);

    const bySubject = await reader.client.get(`/api/admin/audit-log?subject=${emails[1]!.toUpperCase()}`);
    expect(bySubject.json.items.map((line: { subjectLabel: string }) => line.subjectLabel)).toEqual([emails[1]]);
    expect((await reader.client.get("/api/admin/audit-log?action=operators")).json.items).toEqual([]);
    expect((await reader.client.get("/api/admin/audit-log?action=operator.")).json.items.length).toBeGreaterThan(3);
    const wildcard = await reader.client.get("/api/admin/audit-log?subject=%25");
    expect(wildcard.json.items).toEqual([]);
  });

  it("answers a field-level 400 for a bad cursor, limit or action", async ({ app }) => {
    const reader = await newOperator(app, ["figures"]);
    const bad = await reader.client.get("/api/admin/audit-log?cursor=nonsense&limit=500&action=DROP%20TABLE");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(["action", "limit"]);
    const cursor = await reader.client.get("/api/admin/audit-log?cursor=nonsense");
    expect(cursor.json.error.fields).toEqual({ cursor: "This is not a cursor from a previous page." });
  });
});
