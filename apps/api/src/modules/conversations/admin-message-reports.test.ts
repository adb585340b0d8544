import { CONVERSATION_ERROR_CODES } from "@stint/shared/conversations";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { operatorAudit } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { applied, company, job, student } from "../../test/application-fixtures.ts";
import { newOperator } from "../../test/operator-fixtures.ts";
import type { TestClient } from "../../test/test-app.ts";

// The reported messages on the operators' moderation queue (issue 37): what an operator reads to decide, the
// dismissal with its audit line, and nobody else.

const QUEUE = "/api/admin/moderation/messages";

/** A conversation of eight messages, the fifth (Acme's) reported by Ada. */
async function reportedConversation(app: Parameters<typeof company>[0]) {
  const acme = await company(app, "Acme Robotics");
  const ada = await student(app, { name: "Ada Student" });
  await applied(ada, await job(acme));
  const started = await acme.client.post("/api/conversations", { studentId: ada.id, body: "One" });
  const conversationId = started.json.conversation.id as string;
  const say = (client: TestClient, body: string) =>
    client.post(`/api/conversations/${conversationId}/messages`, { body });
  await say(ada.client, "Two");
  await say(acme.client, "Three");
  await say(ada.client, "Four");
  const reported = await say(acme.client, "Send me your bank details");
  await say(ada.client, "Six");
  await say(acme.client, "Seven");
  await say(ada.client, "Eight");
  const report = await ada.client.post(`/api/messages/${reported.json.id}/reports`, {
    reason: "scam",
    details: "Asks for money.",
  });
  expect(report.status).toBe(201);
  return { acme, ada, reportId: report.json.id as string, messageId: reported.json.id as string };
}

describe("the reported messages", () => {
  it("show an operator the report, the message and the messages around it, and how many wait", async ({ app }) => {
    const { reportId, messageId } = await reportedConversation(app);
    const olga = await newOperator(app, ["moderation"]);
    const list = await olga.client.get(QUEUE);
    expect(list.status).toBe(200);
    expect(list.json.total).toBeGreaterThanOrEqual(1);
    const item = list.json.items.find((entry: { id: string }) => entry.id === reportId);
    expect(item).toMatchObject({
      reason: "scam",
      details: "Asks for money.",
      reporterName: "Ada Student",
      resolvedAt: null,
      message: { id: messageId, body: "Send me your bank details", senderName: "Acme Robotics" },
    });
    // Three before it, two after, oldest first; "One" and "Eight" are too far away.
    const context = item.context.map((message: { body: string; reported: boolean }) => [message.body, message.reported]);
    expect(context).toEqual([
      ["Two", false],
      ["Three", false],
      ["Four", false],
      ["Send me your bank details", true],
      ["Six", false],
      ["Seven", false],
    ]);
  }, 60_000);

  it("are dismissed once, with an optional note for the audit log, and leave the queue", async ({ app, db }) => {
    const { reportId, messageId } = await reportedConversation(app);
    const olga = await newOperator(app, ["moderation"]);
    const url = `${QUEUE}/${reportId}/dismiss`;
    const tooLong = await olga.client.post(url, { note: "x".repeat(501), other: true });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.json.error.fields).sort()).toEqual(["note", "other"]);
    expect((await olga.client.post(`${QUEUE}/not-a-report/dismiss`, {})).status).toBe(404);
    expect((await olga.client.post(`${QUEUE}/${crypto.randomUUID()}/dismiss`, {})).status).toBe(404);

    const before = (await olga.client.get(QUEUE)).json.total as number;
    const dismissed = await olga.client.post(url, { note: "A payment link for the travel refund, agreed." });
    expect(dismissed.status).toBe(200);
    expect(dismissed.json.resolvedAt).not.toBeNull();
    const again = await olga.client.post(url, {});
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe(CONVERSATION_ERROR_CODES.reportDecided);
    const after = await olga.client.get(QUEUE);
    expect(after.json.total).toBe(before - 1);
    expect(after.json.items.map((entry: { id: string }) => entry.id)).not.toContain(reportId);

    const lines = await db
      .select({
        action: operatorAudit.action,
        actor: operatorAudit.actorId,
        reason: operatorAudit.reason,
        details: operatorAudit.details,
      })
      .from(operatorAudit)
      .where(eq(operatorAudit.subjectId, messageId));
    expect(lines).toEqual([
      {
        action: "message-report.dismiss",
        actor: olga.id,
        reason: "A payment link for the travel refund, agreed.",
        details: { reportId, reportReason: "scam" },
      },
    ]);
  }, 60_000);

  it("are nobody's but the operators' with moderation, whatever they send", async ({ app }) => {
    const { acme, ada, reportId } = await reportedConversation(app);
    const accounts = await newOperator(app, ["accounts", "companies", "figures", "operators"]);
    const calls = [
      (client: TestClient) => client.get(QUEUE),
      (client: TestClient) => client.post(`${QUEUE}/${reportId}/dismiss`, {}),
      (client: TestClient) => client.post(`${QUEUE}/${reportId}/dismiss`, { note: 42 }),
    ];
    for (const call of calls) {
      expect((await call(app.client())).status).toBe(401);
      for (const client of [ada.client, acme.client, accounts.client]) expect((await call(client)).status).toBe(403);
    }
    // The old moderators' paths are gone.
    expect((await ada.client.get("/api/message-reports")).status).toBe(404);
  }, 60_000);
});
