import { readFile } from "node:fs/promises";
import { RATING_CONFLICT_CODES } from "@stint/shared/ratings";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { operatorAudit } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { company, notificationsOf, student } from "../../test/application-fixtures.ts";
import { newOperator } from "../../test/operator-fixtures.ts";
import { companyRates, matchedPair, studentRates } from "../../test/rating-fixtures.ts";
import type { TestClient } from "../../test/test-app.ts";

/** The operators' queue of reported ratings (issue 37). */
const QUEUE = "/api/admin/moderation/ratings";

describe("a company's response", () => {
  it("is the rated company's alone, one per rating, editable, and not the author's to delete", async ({ app, db }) => {
    const pair = await matchedPair(app, { companyName: "Responsive AG" });
    const rating = await studentRates(pair);
    const url = `/api/ratings/${rating.id}/response`;
    const put = (client: typeof pair.company.client, text: string) => client.request("PUT", url, { body: { text } });
    // Not revealed yet: the company cannot see it.
    expect((await put(pair.company.client, "Thank you!")).status).toBe(404);
    await companyRates(pair);
    expect((await put(pair.student.client, "Answering myself")).status).toBe(403);
    expect((await put((await company(app, "Other Co")).client, "Not ours")).status).toBe(403);
    expect((await put(pair.company.client, "   ")).status).toBe(400);

    const first = await put(pair.company.client, "Thank you, it was a pleasure to have you.");
    expect(first.status).toBe(200);
    expect(first.json.response).toMatchObject({ text: "Thank you, it was a pleasure to have you." });
    const edited = await put(pair.company.client, "Thank you! Come back any time.");
    expect(edited.json.response.text).toBe("Thank you! Come back any time.");
    expect((await pair.student.client.get(`/api/ratings/${rating.id}`)).json.response.text).toBe(
      "Thank you! Come back any time.",
    );
    // The author hears of the first response only.
    const told = (await notificationsOf(db, pair.student.id)).filter((n) => n.kind === "rating.response");
    expect(told).toHaveLength(1);
    expect(told[0]!.payload).toMatchObject({
      title: "Responsive AG responded to your rating",
      link: { type: "rating", id: rating.id },
    });
    const bell = await pair.student.client.get("/api/notifications");
    expect(bell.json.items[0]).toMatchObject({ kind: "rating.response", path: `/rating-detail/${rating.id}` });

    expect((await pair.student.client.delete(url)).status).toBe(403);
    expect((await pair.company.client.delete(url)).status).toBe(204);
    expect((await pair.company.client.delete(url)).status).toBe(404);
    expect((await pair.student.client.get(`/api/ratings/${rating.id}`)).json.response).toBeNull();
  }, 60_000);
});

describe("reports and moderation", () => {
  it("lets anyone who can read a rating report it once, never its author; it stays visible, flagged", async ({
    app,
  }) => {
    const pair = await matchedPair(app);
    const rating = await studentRates(pair);
    const reader = await student(app);
    const url = `/api/ratings/${rating.id}/reports`;
    expect((await reader.client.post(url, { reason: "spam" })).status).toBe(404);
    await companyRates(pair);
    expect((await pair.student.client.post(url, { reason: "spam" })).status).toBe(403);
    const bad = await reader.client.post(url, { reason: "boring", details: "x".repeat(1001) });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(["details", "reason"]);

    const reported = await reader.client.post(url, { reason: "false", details: "They never worked there." });
    expect(reported.status).toBe(201);
    expect(reported.json).toMatchObject({ flagged: true, reportedByMe: true, canReport: false });
    const twice = await reader.client.post(url, { reason: "spam" });
    expect(twice.status).toBe(409);
    expect(twice.json.error.code).toBe(RATING_CONFLICT_CODES.alreadyReported);
    expect((await pair.company.client.post(url, { reason: "offensive" })).status).toBe(201);
    const listed = await reader.client.get(`/api/ratings?companyId=${pair.company.id}`);
    expect(listed.json.items).toEqual([expect.objectContaining({ id: rating.id, flagged: true, reportedByMe: true })]);
  }, 60_000);

  it("shows the operators why a rating was reported (reason, details, when, how many), nobody else", async ({
    app,
  }) => {
    const pair = await matchedPair(app);
    const rating = await studentRates(pair);
    await companyRates(pair);
    const reader = await student(app);
    const url = `/api/ratings/${rating.id}/reports`;
    expect(
      (await reader.client.post(url, { reason: "false", details: "They <b>never</b> worked there." })).status,
    ).toBe(201);
    expect((await pair.company.client.post(url, { reason: "offensive" })).status).toBe(201);
    const olga = await newOperator(app, ["moderation"]);

    const expected = [
      { reason: "offensive", details: null, createdAt: expect.any(String) },
      { reason: "false", details: "They <b>never</b> worked there.", createdAt: expect.any(String) },
    ];
    const queue = await olga.client.get(QUEUE);
    expect(queue.json.total).toBeGreaterThanOrEqual(1);
    const queued = queue.json.items.find((item: { id: string }) => item.id === rating.id);
    expect(queued).toMatchObject({ reports: expected, canReport: false, mine: false });
    const when = Date.parse(queued.reports[1].createdAt);
    expect(Math.abs(when - Date.now())).toBeLessThan(5 * 60_000);
    expect((await olga.client.get(`${QUEUE}/${rating.id}`)).json.reports).toEqual(expected);

    // Reporters, the rated company and the author see that it is flagged, never the reports.
    for (const client of [reader.client, pair.company.client, pair.student.client]) {
      const seen = await client.get(`/api/ratings/${rating.id}`);
      expect(seen.status).toBe(200);
      expect(seen.json).toMatchObject({ flagged: true, reports: null });
      const listed = await client.get(`/api/ratings?companyId=${pair.company.id}`);
      expect(listed.json.items.map((item: { reports: unknown }) => item.reports)).toEqual([null]);
    }
    // Decided: the reports are reviewed and leave the rating.
    const kept = await olga.client.post(`${QUEUE}/${rating.id}`, { action: "keep" });
    expect(kept.json).toMatchObject({ flagged: false, reports: [] });
  }, 60_000);

  it("is the operators' with moderation: keep, and hide with a public reason (listed, words blanked, not averaged)", async ({
    app,
    db,
  }) => {
    const pair = await matchedPair(app);
    const rating = await studentRates(pair, {
      overall: 1,
      title: "Terrible people",
      text: "Names and insults here, nothing about the work at all.",
    });
    await companyRates(pair);
    await pair.company.client.post(`/api/ratings/${rating.id}/reports`, { reason: "offensive" });
    const olga = await newOperator(app, ["moderation"]);
    const hide = { action: "hide", reason: "Insults instead of an account of the placement." };

    const queue = await olga.client.get(QUEUE);
    expect(queue.json.items.map((item: { id: string }) => item.id)).toContain(rating.id);
    const noReason = await olga.client.post(`${QUEUE}/${rating.id}`, { action: "hide" });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error.fields).toHaveProperty("reason");
    const unknownAction = await olga.client.post(`${QUEUE}/${rating.id}`, { action: "delete", extra: 1 });
    expect(Object.keys(unknownAction.json.error.fields).sort()).toEqual(["action", "extra"]);
    expect((await olga.client.post(`${QUEUE}/not-a-rating`, hide)).status).toBe(404);
    expect((await olga.client.post(`${QUEUE}/${crypto.randomUUID()}`, hide)).status).toBe(404);

    const hidden = await olga.client.post(`${QUEUE}/${rating.id}`, hide);
    expect(hidden.status).toBe(200);
    // The operator still reads the words they hid, to change their mind.
    expect(hidden.json).toMatchObject({ hidden: { reason: hide.reason }, title: "Terrible people", flagged: false });
    const queued = (await olga.client.get(QUEUE)).json.items;
    expect(queued.map((item: { id: string }) => item.id)).not.toContain(rating.id);
    const onPage = await pair.company.client.get(`/api/ratings?companyId=${pair.company.id}`);
    expect(onPage.json.items).toEqual([
      expect.objectContaining({
        id: rating.id,
        title: "",
        text: "",
        hidden: expect.objectContaining({ reason: hide.reason }),
      }),
    ]);
    expect((await pair.company.client.get(`/api/ratings?companyId=${pair.company.id}&q=insults`)).json.total).toBe(0);
    expect((await pair.student.client.get(`/api/ratings/${rating.id}`)).json).toMatchObject({
      title: "Terrible people",
      hidden: { reason: hide.reason },
    });
    expect((await pair.company.client.get(`/api/companies/${pair.company.id}`)).json.ratings.count).toBe(0);
    const response = await pair.company.client.request("PUT", `/api/ratings/${rating.id}/response`, {
      body: { text: "Thank you" },
    });
    expect(response.json.error.code).toBe(RATING_CONFLICT_CODES.hidden);

    const kept = await olga.client.post(`${QUEUE}/${rating.id}`, { action: "keep", reason: "Reworded since." });
    expect(kept.json).toMatchObject({ hidden: null, title: "Terrible people" });
    expect((await pair.company.client.get(`/api/companies/${pair.company.id}`)).json.ratings.count).toBe(1);

    // Each decision is a line of the audit log: who, what, why, and the reports it settled.
    const lines = await db
      .select({
        action: operatorAudit.action,
        actor: operatorAudit.actorId,
        reason: operatorAudit.reason,
        details: operatorAudit.details,
      })
      .from(operatorAudit)
      .where(and(eq(operatorAudit.subjectType, "rating"), eq(operatorAudit.subjectId, rating.id)))
      .orderBy(operatorAudit.id);
    expect(lines).toEqual([
      {
        action: "rating.hide",
        actor: olga.id,
        reason: hide.reason,
        details: { direction: "student-to-company", reports: ["offensive"], wasHidden: false },
      },
      {
        action: "rating.keep",
        actor: olga.id,
        reason: "Reworded since.",
        details: { direction: "student-to-company", reports: [], wasHidden: true },
      },
    ]);
  }, 60_000);

  it("refuses everyone but operators with moderation, whatever they send", async ({ app }) => {
    const pair = await matchedPair(app);
    const rating = await studentRates(pair);
    await companyRates(pair);
    await pair.company.client.post(`/api/ratings/${rating.id}/reports`, { reason: "spam" });
    const figures = await newOperator(app, ["figures", "accounts"]);
    const calls = [
      (client: TestClient) => client.get(QUEUE),
      (client: TestClient) => client.get(`${QUEUE}/${rating.id}`),
      (client: TestClient) => client.post(`${QUEUE}/${rating.id}`, { action: "hide", reason: "Because." }),
      // No body, an unknown id: still the permission's answer, not the input's.
      (client: TestClient) => client.post(`${QUEUE}/nope`),
    ];
    for (const call of calls) {
      expect((await call(app.client())).status).toBe(401);
      for (const client of [pair.student.client, pair.company.client, figures.client]) {
        expect((await call(client)).status).toBe(403);
      }
    }
    expect((await pair.student.client.get(`/api/ratings/${rating.id}`)).json).toMatchObject({ flagged: true });
  }, 60_000);
});

describe("migration 0035", () => {
  it("ends the moderators' power and writes who they were to the audit log", async ({ app, db }) => {
    // The column as it was before the migration, on a student who held the flag.
    const sofia = await student(app, { name: "Sofia Former-Moderator" });
    await db.execute(sql`alter table auth_users add column moderator boolean not null default false`);
    await db.execute(sql`update auth_users set moderator = true where id = ${sofia.id}`);
    const migration = await readFile(new URL("../../db/migrations/0035_drop-moderator.sql", import.meta.url), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));

    const [line] = await db
      .select({ action: operatorAudit.action, actor: operatorAudit.actorLabel, label: operatorAudit.subjectLabel })
      .from(operatorAudit)
      .where(eq(operatorAudit.subjectId, sofia.id));
    expect(line).toEqual({ action: "moderator.retire", actor: "command line", label: sofia.email });
    expect((await sofia.client.get(QUEUE)).status).toBe(403);
    expect((await sofia.client.get("/api/admin/moderation/messages")).status).toBe(403);
    expect((await sofia.client.get("/api/me")).json).toMatchObject({ role: "student", operator: null });
  }, 60_000);
});
