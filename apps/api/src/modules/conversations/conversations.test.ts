import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import {
  applied,
  company,
  job,
  NO_SUCH_ID,
  student,
  type Company,
  type Student,
} from "../../test/application-fixtures.ts";

/** A company and a student who applied to one of its jobs, and the conversation the company opened. */
async function pairWithConversation(app: Parameters<typeof company>[0], body = "Hello, thanks for applying!") {
  const acme = await company(app, "Acme Robotics");
  const jobId = await job(acme, { title: "Robot Whisperer" });
  const ada = await student(app, { name: "Ada Student" });
  await applied(ada, jobId);
  const started = await acme.client.post("/api/conversations", { studentId: ada.id, body });
  expect(started.status).toBe(201);
  return { acme, ada, jobId, conversationId: started.json.conversation.id as string, started: started.json };
}

const send = (who: Company | Student, conversationId: string, body: string, fileIds?: string[]) =>
  who.client.post(`/api/conversations/${conversationId}/messages`, { body, ...(fileIds ? { fileIds } : {}) });

describe("conversations", () => {
  it("lets a company write to a student who applied, and the student read and answer it", async ({ app }) => {
    const { acme, ada, jobId, conversationId, started } = await pairWithConversation(app);
    expect(started.conversation).toMatchObject({
      other: { kind: "student", id: ada.id, name: "Ada Student", deleted: false },
      jobs: [{ id: jobId, title: "Robot Whisperer", reasons: ["application"] }],
      canWrite: true,
      unread: 0,
      closed: null,
    });
    expect(started.message).toMatchObject({ fromMe: true, body: "Hello, thanks for applying!", seen: false });

    const inbox = await ada.client.get("/api/conversations");
    expect(inbox.status).toBe(200);
    expect(inbox.json.items).toEqual([
      expect.objectContaining({
        id: conversationId,
        other: expect.objectContaining({ kind: "company", id: acme.id, name: "Acme Robotics" }),
        unread: 1,
        lastMessage: expect.objectContaining({ preview: "Hello, thanks for applying!", fromMe: false }),
      }),
    ]);
    expect((await ada.client.get("/api/conversations/unread-count")).json).toEqual({ conversations: 1, messages: 1 });

    const reply = await send(ada, conversationId, "<b>Thank you</b> & hello");
    expect(reply.status).toBe(201);
    expect(reply.json).toMatchObject({ fromMe: true, body: "<b>Thank you</b> & hello", senderName: "Ada Student" });
    // Writing reads what came before.
    expect((await ada.client.get("/api/conversations/unread-count")).json).toEqual({ conversations: 0, messages: 0 });
    expect((await acme.client.get("/api/conversations/unread-count")).json).toEqual({ conversations: 1, messages: 1 });

    const page = await acme.client.get(`/api/conversations/${conversationId}/messages`);
    expect(page.status).toBe(200);
    expect(page.json.items.map((m: { body: string }) => m.body)).toEqual([
      "Hello, thanks for applying!",
      "<b>Thank you</b> & hello",
    ]);
    // The student's reply read the company's message: it is seen.
    expect(page.json.items[0]).toMatchObject({ fromMe: true, seen: true });
    expect(page.json.items[1]).toMatchObject({ fromMe: false, senderName: "Ada Student" });
    expect(page.json.before).toBeNull();

    expect(
      (await acme.client.post(`/api/conversations/${conversationId}/read`, { upTo: page.json.items[1].id })).status,
    ).toBe(204);
    expect((await acme.client.get("/api/conversations/unread-count")).json).toEqual({ conversations: 0, messages: 0 });
    const detail = await ada.client.get(`/api/conversations/${conversationId}`);
    expect(detail.json.otherReadUpTo).toBe(reply.json.sentAt);
  });

  it("keeps a conversation to its two sides: anyone else gets 404, signed out 401", async ({ app }) => {
    const { conversationId } = await pairWithConversation(app);
    const otherCompany = await company(app, "Other Co");
    const otherStudent = await student(app);
    for (const who of [otherCompany, otherStudent]) {
      expect((await who.client.get(`/api/conversations/${conversationId}`)).status).toBe(404);
      expect((await who.client.get(`/api/conversations/${conversationId}/messages`)).status).toBe(404);
      expect((await send(who, conversationId, "hi")).status).toBe(404);
      expect((await who.client.post(`/api/conversations/${conversationId}/block`)).status).toBe(404);
      expect((await who.client.get("/api/conversations")).json.items).toEqual([]);
    }
    const anonymous = app.client();
    expect((await anonymous.get(`/api/conversations/${conversationId}`)).status).toBe(401);
    expect((await anonymous.get("/api/conversations")).status).toBe(401);
    expect((await anonymous.post("/api/conversations", { studentId: NO_SUCH_ID, body: "x" })).status).toBe(401);
  });
});
