import { eq, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { operatorAudit } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { newOperator } from "../../test/operator-fixtures.ts";
import { grantOperator, revokeOperator } from "./grant-operator.ts";

// Operators (issue 37): users with permissions and no role, granted and revoked with an audited line each; the
// audit log refuses every change.

describe("operators", () => {
  it("are told so on /api/me, have no role and cannot finish an account", async ({ app }) => {
    const olga = await newOperator(app, ["moderation", "figures"]);
    const me = await olga.client.get("/api/me");
    expect(me.json).toMatchObject({
      role: null,
      account: null,
      finishRoles: [],
      operator: { permissions: ["moderation", "figures"] },
    });
    const finish = await olga.client.post("/api/me/account", { role: "student", name: "Olga" });
    expect(finish.status).toBe(409);
    expect((await olga.client.get("/api/me")).json.role).toBeNull();
  });

  it("are never a student or a company, and an unknown email is no one", async ({
    app,
    db,
    signedInStudent,
    signedInCompany,
  }) => {
    const student = await signedInStudent();
    const company = await signedInCompany();
    for (const [email, role] of [
      [student.email, "student"],
      [company.email, "company"],
    ] as const) {
      const outcome = await grantOperator({ db, email, permissions: ["moderation"], actor: "command-line" });
      expect(outcome).toEqual({ outcome: "has-account", role });
      expect((await app.client().get("/api/me")).status).toBe(401);
    }
    expect((await student.client.get("/api/me")).json.operator).toBeNull();
    const unknown = await grantOperator({
      db,
      email: "nobody@example.com",
      permissions: ["figures"],
      actor: "command-line",
    });
    expect(unknown).toEqual({ outcome: "no-user" });
  });

  it("lose their permissions at once when revoked, and each change is a line of the audit log", async ({ app, db }) => {
    const olga = await newOperator(app, ["accounts"]);
    expect(await revokeOperator({ db, email: olga.email.toUpperCase(), actor: "command-line" })).toBe(true);
    expect((await olga.client.get("/api/me")).json.operator).toBeNull();
    expect(await revokeOperator({ db, email: olga.email, actor: "command-line" })).toBe(false);
    const lines = await db
      .select({ action: operatorAudit.action, actor: operatorAudit.actorLabel, details: operatorAudit.details })
      .from(operatorAudit)
      .where(eq(operatorAudit.subjectId, olga.id))
      .orderBy(operatorAudit.id);
    expect(lines).toEqual([
      { action: "operator.grant", actor: "command line", details: { permissions: ["accounts"] } },
      { action: "operator.revoke", actor: "command line", details: null },
    ]);
  });
});

describe("the audit log", () => {
  it("refuses to change, remove or empty a line, whoever asks", async ({ app, db }) => {
    await newOperator(app, ["figures"]);
    const before = await db.select({ count: sql<number>`count(*)::int` }).from(operatorAudit);
    for (const statement of [
      sql`update operator_audit set reason = 'rewritten'`,
      sql`delete from operator_audit`,
      sql`truncate operator_audit`,
    ]) {
      await expect(db.execute(statement)).rejects.toThrow();
    }
    const after = await db.select({ count: sql<number>`count(*)::int` }).from(operatorAudit);
    expect(after).toEqual(before);
    const rewritten = await db
      .select({ id: operatorAudit.id })
      .from(operatorAudit)
      .where(eq(operatorAudit.reason, "rewritten"));
    expect(rewritten).toEqual([]);
  });
});
