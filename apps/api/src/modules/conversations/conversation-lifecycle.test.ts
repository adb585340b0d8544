import { CONVERSATION_ERROR_CODES } from "@stint/shared/conversations";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Db } from "../../db/client.ts";
import { liveEvents, outboxEvents } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { applied, company, job, moved, student } from "../../test/application-fixtures.ts";
import { mailsIn } from "../../test/outbox-mails.ts";
import type { TestApp } from "../../test/test-app.ts";
import { GOOD_PASSWORD } from "../../test/test-app.ts";

// What happens around a conversation: live events, the digest mail, reports of messages, and what
// the end of a job, an application or an account leaves of it.

it.beforeAll(async ({ app }) => {
  // The tests carry out the outbox themselves (drain), so each sees exactly what its own step sent.
  await app.deps.outbox.stop();
});

async function pair(app: TestApp, body = "Hello from Acme") {
  const acme = await company(app, "Acme Robotics");
  const jobId = await job(acme, { title: "Robot Whisperer" });
  const ada = await student(app, { name: "Ada Student" });
  const application = await applied(ada, jobId);
  const started = await acme.client.post("/api/conversations", { studentId: ada.id, body });
  expect(started.status).toBe(201);
  return { acme, ada, jobId, applicationId: application.id, conversationId: started.json.conversation.id as string };
}

/** The quiet period passes: the conversation's digest events are due now. */
async function quietPeriodPasses(app: TestApp, db: Db, conversationId: string) {
  await db
    .update(outboxEvents)
    .set({ runAfter: sql`now() - interval '1 second'` })
    .where(
      and(
        eq(outboxEvents.kind, "conversation.digest"),
        sql`${outboxEvents.payload}->>'conversationId' = ${conversationId}`,
      ),
    );
  await app.deps.outbox.drain();
}

const digestsOf = async (app: TestApp, conversationId: string) =>
  (await mailsIn(app.outboxDir)).filter((mail) => mail.headers.get("x-stint-conversation") === conversationId);

describe("conversation side effects", () => {
  it("tells both sides' open tabs about a message, a read mark and a block", async ({ app, db }) => {
    const { acme, ada, conversationId } = await pair(app);
    const eventsOf = async (accountId: string) =>
      (await db.select().from(liveEvents).where(eq(liveEvents.accountId, accountId))).map((row) => row.event);
    expect(await eventsOf(ada.id)).toContainEqual(expect.objectContaining({ kind: "message", conversationId }));
    expect(await eventsOf(acme.id)).toContainEqual(expect.objectContaining({ kind: "message", conversationId }));
    const page = await ada.client.get(`/api/conversations/${conversationId}/messages`);
    await ada.client.post(`/api/conversations/${conversationId}/read`, { upTo: page.json.items[0].id });
    expect(await eventsOf(acme.id)).toContainEqual({ kind: "conversation", conversationId });
    const before = (await eventsOf(ada.id)).length;
    await acme.client.post(`/api/conversations/${conversationId}/block`);
    expect((await eventsOf(ada.id)).length).toBe(before + 1);
  });

  it("mails one digest of the unread messages after the quiet period, with a one-click way out", async ({
    app,
    db,
  }) => {
    const { acme, ada, conversationId } = await pair(app, "First <b>message</b>");
    await acme.client.post(`/api/conversations/${conversationId}/messages`, { body: "Second message" });
    await quietPeriodPasses(app, db, conversationId);
    const mails = await digestsOf(app, conversationId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toContain(ada.email);
    expect(mail!.subject).toContain("2 new messages from Acme Robotics");
    expect(mail!.text).toContain("First <b>message</b>");
    expect(mail!.text).toContain("Second message");
    expect(mail!.text).toContain(`/messages/${conversationId}`);
    // Plain text as typed: the HTML part shows it escaped, never as markup.
    expect(mail!.raw).not.toContain("<b>message</b></p>");
    const unsubscribe = mail!.headers.get("list-unsubscribe")!;
    expect(mail!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // Read before the quiet period ends: no mail.
    const third = await acme.client.post(`/api/conversations/${conversationId}/messages`, { body: "Third" });
    await ada.client.post(`/api/conversations/${conversationId}/read`, { upTo: third.json.id });
    await quietPeriodPasses(app, db, conversationId);
    expect(await digestsOf(app, conversationId)).toHaveLength(1);

    // One click turns these mails off.
    const url = new URL(unsubscribe.slice(1, -1));
    const click = await app.client().post(`${url.pathname}${url.search}`, undefined, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(click.status).toBeLessThan(300);
    const settings = await ada.client.get("/api/notifications/settings");
    expect(settings.json.mail["message.digest"]).toBe(false);
    await acme.client.post(`/api/conversations/${conversationId}/messages`, { body: "Fourth" });
    await quietPeriodPasses(app, db, conversationId);
    expect(await digestsOf(app, conversationId)).toHaveLength(1);
  });

  it("reports a message of the other side's, once, for the operators' moderation queue", async ({ app }) => {
    const { acme, ada, conversationId } = await pair(app, "Send me your bank details");
    const page = await ada.client.get(`/api/conversations/${conversationId}/messages`);
    const messageId = page.json.items[0].id as string;
    const stranger = await student(app);
    expect((await stranger.client.post(`/api/messages/${messageId}/reports`, { reason: "scam" })).status).toBe(404);
    expect((await acme.client.post(`/api/messages/${messageId}/reports`, { reason: "scam" })).status).toBe(403);
    expect((await ada.client.post(`/api/messages/${messageId}/reports`, { reason: "nope" })).status).toBe(400);
    const report = await ada.client.post(`/api/messages/${messageId}/reports`, {
      reason: "scam",
      details: "Asks for money.",
    });
    expect(report.status).toBe(201);
    const again = await ada.client.post(`/api/messages/${messageId}/reports`, { reason: "scam" });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe(CONVERSATION_ERROR_CODES.alreadyReported);

    // The operators decide it (admin-message-reports.test.ts).
  });

  it("keeps a conversation through a closed job and a rejection", async ({ app }) => {
    const { acme, ada, jobId, applicationId, conversationId } = await pair(app);
    await moved(acme, applicationId, { status: "rejected", reasonCode: "experience" });
    expect((await acme.client.post(`/api/jobs/${jobId}/close`)).status).toBe(200);
    const page = await ada.client.get(`/api/conversations/${conversationId}/messages`);
    expect(page.json.items).toHaveLength(1);
    expect((await ada.client.post(`/api/conversations/${conversationId}/messages`, { body: "Thanks" })).status).toBe(
      201,
    );
  });

  it("deletes a deleted account's conversations, leaving the other side a marker", async ({ app }) => {
    const { acme, ada, conversationId } = await pair(app);
    await ada.client.post(`/api/conversations/${conversationId}/messages`, { body: "Reply" });
    expect((await ada.client.delete("/api/me", { password: GOOD_PASSWORD })).status).toBeLessThan(300);
    const inbox = await acme.client.get("/api/conversations");
    const entry = inbox.json.items.find((item: { id: string }) => item.id === conversationId);
    expect(entry).toMatchObject({
      other: { kind: "student", id: null, deleted: true, avatarUrl: null },
      lastMessage: null,
      unread: 0,
    });
    expect(inbox.text).not.toContain("Ada Student");
    expect((await acme.client.get(`/api/conversations/${conversationId}/messages`)).json.items).toEqual([]);
    expect((await acme.client.get(`/api/conversations/${conversationId}`)).json.canWrite).toBe(false);
    const refused = await acme.client.post(`/api/conversations/${conversationId}/messages`, { body: "Hello?" });
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe(CONVERSATION_ERROR_CODES.otherDeleted);
    expect((await acme.client.get("/api/conversations/unread-count")).json).toEqual({ conversations: 0, messages: 0 });
  });
});
