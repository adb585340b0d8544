import { CONVERSATION_ERROR_CODES, MAX_MESSAGE_LENGTH } from "@stint/shared/conversations";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { conversations, messages } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { pdfBytes, uploaded } from "../../test/files.ts";
import {
  applied,
  company,
  invited,
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

  it("refuses a company with nothing between it and the student, and a student with nothing with the company", async ({
    app,
  }) => {
    const acme = await company(app, "Acme Robotics");
    // Open to offers: the company may see the student, but has no application, invitation or match.
    const open = await student(app, { openToOffers: true });
    const refused = await acme.client.post("/api/conversations", { studentId: open.id, body: "Hi!" });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe(CONVERSATION_ERROR_CODES.noRelation);
    // Not open to offers and no relation: the company may not even see them.
    const hidden = await student(app, { openToOffers: false });
    expect((await acme.client.post("/api/conversations", { studentId: hidden.id, body: "Hi!" })).status).toBe(404);
    expect((await acme.client.post("/api/conversations", { studentId: NO_SUCH_ID, body: "Hi!" })).status).toBe(404);
    // The student cannot write to a company they have nothing with either.
    const toCompany = await open.client.post("/api/conversations", { companyId: acme.id, body: "Hire me" });
    expect(toCompany.status).toBe(403);
    expect((await open.client.post("/api/conversations", { companyId: NO_SUCH_ID, body: "x" })).status).toBe(404);
    // A company naming a company (or another company's job) is refused with a field.
    const wrongField = await acme.client.post("/api/conversations", { companyId: acme.id, body: "x" });
    expect(wrongField.status).toBe(400);
    expect(wrongField.json.error.fields).toHaveProperty("studentId");
    expect((await acme.client.get("/api/conversations")).json.items).toEqual([]);
  });

  it("lets a student write first about their application, and narrows to the job named", async ({ app }) => {
    const acme = await company(app, "Acme Robotics");
    const jobA = await job(acme, { title: "Alpha role" });
    const jobB = await job(acme, { title: "Beta role" });
    const ada = await student(app);
    await applied(ada, jobA);
    const otherJob = await ada.client.post("/api/conversations", { companyId: acme.id, jobId: jobB, body: "Hi" });
    expect(otherJob.status).toBe(403);
    const started = await ada.client.post("/api/conversations", { companyId: acme.id, jobId: jobA, body: "Hello" });
    expect(started.status).toBe(201);
    expect(started.json.conversation.jobs).toEqual([{ id: jobA, title: "Alpha role", reasons: ["application"] }]);
    // The pair has one conversation: applying again and writing again adds to it.
    await applied(ada, jobB);
    const again = await ada.client.post("/api/conversations", { companyId: acme.id, body: "And this one" });
    expect(again.json.conversation.id).toBe(started.json.conversation.id);
    expect(again.json.conversation.jobs.map((entry: { title: string }) => entry.title).sort()).toEqual([
      "Alpha role",
      "Beta role",
    ]);
    const inbox = await acme.client.get("/api/conversations");
    expect(inbox.json.items).toHaveLength(1);
    expect(inbox.json.items[0]).toMatchObject({ unread: 2, lastMessage: { preview: "And this one" } });
  });

  it("opens the conversation with an invitation's message", async ({ app }) => {
    const acme = await company(app, "Acme Robotics");
    const jobId = await job(acme, { title: "Invited role" });
    const ada = await student(app, { name: "Ada Invited", openToOffers: true });
    await invited(acme, jobId, ada, "Come and build robots with us.");
    await app.deps.outbox.drain();
    const inbox = await ada.client.get("/api/conversations");
    expect(inbox.json.items).toEqual([
      expect.objectContaining({
        other: expect.objectContaining({ name: "Acme Robotics" }),
        jobs: [{ id: jobId, title: "Invited role", reasons: ["invitation"] }],
        unread: 1,
      }),
    ]);
    const id = inbox.json.items[0].id;
    const page = await ada.client.get(`/api/conversations/${id}/messages`);
    expect(page.json.items).toEqual([
      expect.objectContaining({ body: "Come and build robots with us.", fromMe: false, senderName: "Acme Robotics" }),
    ]);
    // The student answers; the company sees the student as the access policy lets it.
    expect((await send(ada, id, "Gladly!")).status).toBe(201);
    const companySide = await acme.client.get(`/api/conversations/${id}`);
    expect(companySide.json.other).toMatchObject({ name: "Ada Invited", deleted: false });
    // Once the student is no longer open to offers (and never applied), the company no longer sees the name,
    // and a search by it finds nothing, while the job's title still does.
    await ada.client.patch("/api/me/account", { openToOffers: false });
    const hidden = await acme.client.get(`/api/conversations/${id}`);
    expect(hidden.json.other).toMatchObject({ name: "A student", avatarUrl: null });
    const messagesSeen = await acme.client.get(`/api/conversations/${id}/messages`);
    expect(messagesSeen.text).not.toContain("Ada Invited");
    expect((await acme.client.get("/api/conversations?q=Ada")).json.items).toEqual([]);
    expect((await acme.client.get("/api/conversations?q=invited%20ROLE")).json.items).toHaveLength(1);
  });

  it("searches the inbox by the other side's name and the jobs' titles", async ({ app }) => {
    const acme = await company(app, "Acme Robotics");
    const jobId = await job(acme, { title: "Gearbox tuner" });
    const ada = await student(app, { name: "Ada Lovelace" });
    await applied(ada, jobId);
    await acme.client.post("/api/conversations", { studentId: ada.id, body: "Hi" });
    expect((await acme.client.get("/api/conversations?q=lovelace")).json.items).toHaveLength(1);
    expect((await acme.client.get("/api/conversations?q=gearbox")).json.items).toHaveLength(1);
    expect((await acme.client.get("/api/conversations?q=nothing-like-it")).json.items).toEqual([]);
    expect((await acme.client.get("/api/conversations?q=%25")).json.items).toEqual([]);
    expect((await ada.client.get("/api/conversations?q=acme")).json.items).toHaveLength(1);
    expect((await ada.client.get("/api/conversations?q=Lovelace")).json.items).toEqual([]);
  });

  it("answers bad input with field-level 400s", async ({ app }) => {
    const { acme, conversationId } = await pairWithConversation(app);
    const tooLong = await send(acme, conversationId, "x".repeat(MAX_MESSAGE_LENGTH + 1));
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.fields).toHaveProperty("body");
    expect((await send(acme, conversationId, "x".repeat(MAX_MESSAGE_LENGTH))).status).toBe(201);
    expect((await send(acme, conversationId, "   ")).json.error.fields).toHaveProperty("body");
    const both = await acme.client.post("/api/conversations", { studentId: "a", companyId: "b", body: "x" });
    expect(both.status).toBe(400);
    expect((await acme.client.get("/api/conversations?limit=0")).json.error.fields).toHaveProperty("limit");
    expect((await acme.client.get("/api/conversations?cursor=abc")).status).toBe(400);
    expect((await acme.client.get(`/api/conversations/${conversationId}/messages?before=nope`)).status).toBe(404);
    expect((await acme.client.post(`/api/conversations/${conversationId}/read`, {})).status).toBe(400);
    expect((await acme.client.post(`/api/conversations/${conversationId}/read`, { upTo: NO_SUCH_ID })).status).toBe(
      404,
    );
    expect((await acme.client.get("/api/conversations/not-a-uuid")).status).toBe(404);
  });

  it("closes a blocked conversation to both sides until the side that blocked lifts it", async ({ app }) => {
    const { acme, ada, conversationId } = await pairWithConversation(app);
    const blocked = await ada.client.post(`/api/conversations/${conversationId}/block`);
    expect(blocked.status).toBe(200);
    expect(blocked.json).toMatchObject({ closed: { by: "me" }, canWrite: false });
    const companySide = await acme.client.get(`/api/conversations/${conversationId}`);
    expect(companySide.json).toMatchObject({ closed: { by: "other" }, canWrite: false });
    for (const who of [acme, ada]) {
      const refused = await send(who, conversationId, "Still there?");
      expect(refused.status).toBe(409);
      expect(refused.json.error.code).toBe(CONVERSATION_ERROR_CODES.blocked);
    }
    const restart = await acme.client.post("/api/conversations", { studentId: ada.id, body: "Hello again" });
    expect(restart.status).toBe(409);
    expect((await acme.client.delete(`/api/conversations/${conversationId}/block`)).status).toBe(409);
    const lifted = await ada.client.delete(`/api/conversations/${conversationId}/block`);
    expect(lifted.json).toMatchObject({ closed: null, canWrite: true });
    expect((await send(acme, conversationId, "Thanks")).status).toBe(201);
  });

  it("attaches the sender's own files only, and lets the recipient download them", async ({ app }) => {
    const { acme, ada, conversationId } = await pairWithConversation(app);
    const own = await uploaded(ada.client, { purpose: "cv", name: "portfolio.pdf", bytes: pdfBytes() });
    const stranger = await student(app);
    const foreign = await uploaded(stranger.client, { purpose: "cv", name: "theirs.pdf", bytes: pdfBytes() });
    const refused = await send(ada, conversationId, "Someone else's", [foreign.id]);
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields).toHaveProperty("fileIds");
    expect((await send(ada, conversationId, "No such", [NO_SUCH_ID])).status).toBe(400);

    // Before it is attached, the company may not fetch the loose file.
    expect((await acme.client.get(`/api/files/${own.id}`)).status).toBe(404);
    const sent = await send(ada, conversationId, "My portfolio", [own.id]);
    expect(sent.status).toBe(201);
    expect(sent.json.attachments).toEqual([
      { fileId: own.id, name: "portfolio.pdf", size: own.size, contentType: "application/pdf", url: own.url },
    ]);
    const download = await acme.client.get(`/api/files/${own.id}`);
    expect(download.status).toBe(302);
    expect(download.headers.get("location")).toMatch(/signature=/);
    // Anyone outside the conversation still gets 404.
    expect((await stranger.client.get(`/api/files/${own.id}`)).status).toBe(404);
    const otherCompany = await company(app, "Other Co");
    expect((await otherCompany.client.get(`/api/files/${own.id}`)).status).toBe(404);
  });

  it("lists a message's attachments in the page as sending answered them (one statement with the page)", async ({
    app,
  }) => {
    const { acme, ada, conversationId } = await pairWithConversation(app);
    const first = await uploaded(ada.client, { purpose: "cv", name: "a.pdf", bytes: pdfBytes() });
    const second = await uploaded(ada.client, { purpose: "cv", name: "b.pdf", bytes: pdfBytes() });
    const sent = await send(ada, conversationId, "Two files", [second.id, first.id]);
    expect(sent.json.attachments.map((file: { name: string }) => file.name)).toEqual(["b.pdf", "a.pdf"]);
    const page = await acme.client.get(`/api/conversations/${conversationId}/messages`);
    expect(page.json.items.at(-1)).toEqual({ ...sent.json, fromMe: false });
  });

  it("pages through many messages newest first, each page oldest first", async ({ app, db }) => {
    const { acme, ada, conversationId } = await pairWithConversation(app, "message 0");
    const base = Date.now();
    await db.insert(messages).values(
      Array.from({ length: 249 }, (_, index) => ({
        conversationId,
        senderId: index % 2 === 0 ? ada.id : acme.id,
        body: `message ${index + 1}`,
        sentAt: new Date(base + index),
      })),
    );
    const [last] = await db.select({ seq: messages.seq }).from(messages).where(eq(messages.body, "message 249"));
    await db.update(conversations).set({ lastSeq: last!.seq }).where(eq(conversations.id, conversationId));

    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const query: string = before ? `?limit=100&before=${before}` : "?limit=100";
      const page = await ada.client.get(`/api/conversations/${conversationId}/messages${query}`);
      expect(page.status).toBe(200);
      seen.unshift(...page.json.items.map((m: { body: string }) => m.body));
      before = page.json.before;
      pages += 1;
    } while (before !== null);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 250 }, (_, index) => `message ${index}`));
  });

  it("pages through the inbox by last message", async ({ app }) => {
    const acme = await company(app, "Acme Robotics");
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const jobId = await job(acme, { title: `Role ${index}` });
      const who = await student(app);
      await applied(who, jobId);
      const started = await acme.client.post("/api/conversations", { studentId: who.id, body: `hello ${index}` });
      ids.push(started.json.conversation.id);
    }
    // Writing again moves a conversation to the top.
    await send(acme, ids[0]!, "bump");
    const first = await acme.client.get("/api/conversations?limit=3");
    expect(first.json.items.map((item: { id: string }) => item.id)).toEqual([ids[0], ids[4], ids[3]]);
    const second = await acme.client.get(`/api/conversations?limit=3&cursor=${first.json.nextCursor}`);
    expect(second.json.items.map((item: { id: string }) => item.id)).toEqual([ids[2], ids[1]]);
    expect(second.json.nextCursor).toBeNull();
  });
});
