import { NOTIFICATION_KINDS, type NotificationKind, type NotificationLink } from "@stint/shared/notifications";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Db } from "../../db/client.ts";
import { liveEvents, notifications } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { applied, company, type Company, job, moved, NO_SUCH_ID, student } from "../../test/application-fixtures.ts";
import type { TestClient } from "../../test/test-app.ts";
import { notify } from "./notify.ts";

// The notification centre through HTTP: one's own notifications only, pages, unread, read marks, settings.

let acme: Company;
it.beforeAll(async ({ app }) => {
  acme = await company(app, "Acme Robotics");
});

/** Writes `count` notifications for `recipientId`, one transaction each (so each has its own time). */
async function written(
  db: Db,
  recipientId: string,
  count: number,
  fields: { kind?: NotificationKind; link?: NotificationLink } = {},
) {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push(
      await db.transaction((tx) =>
        notify(tx, {
          recipientId,
          kind: fields.kind ?? "match.updated",
          title: `Notification ${index}`,
          body: `Text ${index}`,
          ...(fields.link ? { link: fields.link } : {}),
        }),
      ),
    );
  }
  return ids;
}

type Page = { items: { id: string; readAt: string | null }[]; total: number; nextCursor: string | null };

async function allPages(client: TestClient, query = "") {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = query ? "&" : "";
    const url: string = `/api/notifications?limit=4${separator}${query}${cursor ? `&cursor=${cursor}` : ""}`;
    const response = await client.get(url);
    expect(response.status).toBe(200);
    const page = response.json as Page;
    seen.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 20);
  return seen;
}

describe("signed out", () => {
  it("answers 401 on every route", async ({ app }) => {
    const client = app.client();
    const calls = [
      client.get("/api/notifications"),
      client.get("/api/notifications/unread-count"),
      client.get("/api/notifications/settings"),
      client.patch("/api/notifications/settings", { mail: { "match.created": false } }),
      client.post(`/api/notifications/${NO_SUCH_ID}/read`),
      client.post("/api/notifications/read-all"),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect(response.json.error.code).toBe("unauthenticated");
    }
  });
});

describe("GET /api/notifications", () => {
  it("lists the user's own notifications, newest first, with what the web needs to render and link them", async ({
    app,
    db,
  }) => {
    const jobId = await job(acme, { title: "Robotics Intern" });
    const lena = await student(app, { name: "Lena Meier" });
    const application = await applied(lena, jobId);
    await moved(acme, application.id, { status: "reviewed" });

    const response = await lena.client.get("/api/notifications");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      items: [
        {
          id: expect.any(String),
          kind: "application.status",
          title: expect.stringContaining("Robotics Intern"),
          body: null,
          target: { type: "application", id: application.id, jobId },
          path: "/matching-list?tab=applied",
          createdAt: expect.any(String),
          readAt: null,
        },
      ],
      total: 1,
      nextCursor: null,
    });

    // The company was told of the application, and its link opens the job's applicants.
    const companyList = await acme.client.get("/api/notifications?limit=100");
    const toldOfApplication = companyList.json.items.find(
      (item: { target: { id: string } | null }) => item.target?.id === application.id,
    );
    expect(toldOfApplication).toMatchObject({
      kind: "application.created",
      target: { type: "application", id: application.id, jobId },
      path: `/matching-applicants/${jobId}/student-matching`,
    });
    // Neither sees the other's.
    const ids = new Set(companyList.json.items.map((item: { id: string }) => item.id));
    expect(ids.has(response.json.items[0].id)).toBe(false);

    // A notification whose record is gone still lists, linking to no job.
    const [kept] = await written(db, lena.id, 1, { link: { type: "match", id: NO_SUCH_ID } });
    const again = await lena.client.get("/api/notifications");
    expect(again.json.items[0]).toMatchObject({
      id: kept,
      target: { type: "match", id: NO_SUCH_ID, jobId: null },
      path: "/matching-list?tab=matched",
    });
  });

  it("pages with a cursor without repeating or skipping one, also within one transaction's time", async ({
    app,
    db,
  }) => {
    const ana = await student(app);
    const separate = await written(db, ana.id, 6);
    // Notifications written in one transaction share their time; the id orders them.
    const together = await db.transaction(async (tx) => {
      const ids: string[] = [];
      for (let index = 0; index < 5; index += 1) {
        ids.push(await notify(tx, { recipientId: ana.id, kind: "match.created", title: `Same time ${index}` }));
      }
      return ids;
    });
    const seen = await allPages(ana.client);
    expect(seen).toHaveLength(11);
    expect(new Set(seen).size).toBe(11);
    expect(new Set(seen)).toEqual(new Set([...separate, ...together]));
    // Newest first: the single transaction's five come before the six written earlier.
    expect(new Set(seen.slice(0, 5))).toEqual(new Set(together));
    expect(seen.slice(5)).toEqual([...separate].reverse());

    const first = await ana.client.get("/api/notifications?limit=4");
    expect(first.json).toMatchObject({ total: 11, nextCursor: expect.any(String) });
    expect(first.json.items).toHaveLength(4);
  });

  it("filters to unread (or read) ones with ?unread=", async ({ app, db }) => {
    const ben = await student(app);
    const ids = await written(db, ben.id, 5);
    await ben.client.post(`/api/notifications/${ids[1]}/read`);
    await ben.client.post(`/api/notifications/${ids[3]}/read`);

    const unread = await ben.client.get("/api/notifications?unread=true");
    expect(unread.json.total).toBe(3);
    expect(unread.json.items.map((item: { id: string }) => item.id)).toEqual([ids[4], ids[2], ids[0]]);
    expect(await allPages(ben.client, "unread=true")).toEqual([ids[4], ids[2], ids[0]]);

    const read = await ben.client.get("/api/notifications?unread=false");
    expect(read.json.items.map((item: { id: string }) => item.id)).toEqual([ids[3], ids[1]]);
    expect(read.json.items.every((item: { readAt: string | null }) => item.readAt !== null)).toBe(true);
  });

  it("answers 400 with the field for bad parameters, never 500", async ({ app }) => {
    const { client } = await student(app);
    const cases: [string, string][] = [
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["limit=ten", "limit"],
      ["unread=maybe", "unread"],
      ["cursor=not-a-cursor", "cursor"],
      [`cursor=${"x".repeat(201)}`, "cursor"],
      // A cursor that decodes but names no uuid.
      [`cursor=${Buffer.from(JSON.stringify({ i: "nope" })).toString("base64url")}`, "cursor"],
    ];
    for (const [query, field] of cases) {
      const response = await client.get(`/api/notifications?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.json.error.code).toBe("invalid-input");
      expect(Object.keys(response.json.error.fields)).toEqual([field]);
    }
  });

  it("ends the list at another user's cursor rather than showing anything of theirs", async ({ app, db }) => {
    const one = await student(app);
    const two = await student(app);
    const [theirs] = await written(db, two.id, 1);
    await written(db, one.id, 2);
    const cursor = Buffer.from(JSON.stringify({ i: theirs })).toString("base64url");
    const response = await one.client.get(`/api/notifications?cursor=${cursor}`);
    expect(response.status).toBe(200);
    expect(response.json.items).toEqual([]);
  });
});

describe("unread count and read marks", () => {
  it("counts unread ones, marks one read (keeping the first time) and all read", async ({ app, db }) => {
    const cleo = await student(app);
    const other = await student(app);
    const ids = await written(db, cleo.id, 3);
    await written(db, other.id, 2);

    const count = async (client: TestClient) => {
      const response = await client.get("/api/notifications/unread-count");
      expect(response.status).toBe(200);
      return response.json.unread as number;
    };
    expect(await count(cleo.client)).toBe(3);

    const read = await cleo.client.post(`/api/notifications/${ids[0]}/read`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ id: ids[0], title: "Notification 0", readAt: expect.any(String) });
    expect(await count(cleo.client)).toBe(2);
    const again = await cleo.client.post(`/api/notifications/${ids[0]}/read`);
    expect(again.json.readAt).toBe(read.json.readAt);

    const all = await cleo.client.post("/api/notifications/read-all");
    expect(all.status).toBe(200);
    expect(all.json).toEqual({ marked: 2 });
    expect(await count(cleo.client)).toBe(0);
    expect((await cleo.client.post("/api/notifications/read-all")).json).toEqual({ marked: 0 });
    // The other user's are untouched.
    expect(await count(other.client)).toBe(2);
  });

  it("answers 404 for another user's notification, an unknown id and a malformed one", async ({ app, db }) => {
    const dora = await student(app);
    const [theirs] = await written(db, acme.id, 1);
    for (const id of [theirs, NO_SUCH_ID, "not-an-id", "1; drop table notifications"]) {
      const response = await dora.client.post(`/api/notifications/${encodeURIComponent(id!)}/read`);
      expect(response.status, id).toBe(404);
      expect(response.json.error.code).toBe("not-found");
    }
    const [row] = await db.select().from(notifications).where(eq(notifications.id, theirs!));
    expect(row!.readAt).toBeNull();
  });
});

describe("mail settings", () => {
  it("starts with mail on for every kind, changes only the kinds named, per user", async ({ app }) => {
    const eva = await student(app);
    const other = await student(app);
    const allOn = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true]));

    const initial = await eva.client.get("/api/notifications/settings");
    expect(initial.status).toBe(200);
    expect(initial.json).toEqual({ mail: allOn });

    const changed = await eva.client.patch("/api/notifications/settings", {
      mail: { "application.status": false, "match.updated": false },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({ mail: { ...allOn, "application.status": false, "match.updated": false } });

    const back = await eva.client.patch("/api/notifications/settings", { mail: { "match.updated": true } });
    expect(back.json).toEqual({ mail: { ...allOn, "application.status": false } });
    expect((await eva.client.get("/api/notifications/settings")).json).toEqual(back.json);
    expect((await other.client.get("/api/notifications/settings")).json).toEqual({ mail: allOn });

    // Companies have settings too.
    const companySettings = await acme.client.patch("/api/notifications/settings", {
      mail: { "application.created": false },
    });
    expect(companySettings.json.mail["application.created"]).toBe(false);
    await acme.client.patch("/api/notifications/settings", { mail: { "application.created": true } });
  });

  it("answers 400 with the field for bad settings", async ({ app }) => {
    const { client } = await student(app);
    const cases: [unknown, string][] = [
      [{}, "mail"],
      [{ mail: {} }, "mail"],
      [{ mail: { "no.such-kind": false } }, "mail.no.such-kind"],
      [{ mail: { "match.created": "no" } }, "mail.match.created"],
      [{ mail: { "match.created": null } }, "mail.match.created"],
      [{ mail: true }, "mail"],
      [{ mail: { "match.created": false }, push: true }, "push"],
      [[], "_"],
    ];
    for (const [body, field] of cases) {
      const response = await client.patch("/api/notifications/settings", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json.error.fields), JSON.stringify(body)).toContain(field);
    }
    const malformed = await client.request("PATCH", "/api/notifications/settings", { rawBody: "{ mail:" });
    expect(malformed.status).toBe(400);
    // Nothing changed on the way.
    const settings = await client.get("/api/notifications/settings");
    expect(Object.values(settings.json.mail).every(Boolean)).toBe(true);
  });
});

describe("OpenAPI", () => {
  it("documents every notification route with its schemas", async ({ app }) => {
    const document = (await app.client().get("/api/openapi.json")).json;
    expect(Object.keys(document.paths["/notifications"])).toEqual(["get"]);
    expect(Object.keys(document.paths["/notifications/unread-count"])).toEqual(["get"]);
    expect(Object.keys(document.paths["/notifications/read-all"])).toEqual(["post"]);
    expect(Object.keys(document.paths["/notifications/{id}/read"])).toEqual(["post"]);
    expect(Object.keys(document.paths["/notifications/settings"]).sort()).toEqual(["get", "patch"]);
    const list = document.paths["/notifications"].get;
    expect(list.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      "cursor",
      "limit",
      "unread",
    ]);
    expect(list.responses["200"].content["application/json"].schema).toBeDefined();
    expect(
      document.paths["/notifications/settings"].patch.requestBody.content["application/json"].schema,
    ).toBeDefined();
  });
});

describe("live events (issue 32)", () => {
  const liveKinds = async (db: Db, accountId: string) =>
    (await db.select().from(liveEvents).where(eq(liveEvents.accountId, accountId)).orderBy(liveEvents.seq)).map(
      ({ event }) => event,
    );

  it("tells the recipient's tabs of a new notification, and of read marks from any tab", async ({
    db,
    signedInStudent,
  }) => {
    const reader = await signedInStudent();
    const [id] = await written(db, reader.id, 2);
    expect(await liveKinds(db, reader.id)).toEqual([
      { kind: "notification", notificationId: id },
      { kind: "notification", notificationId: expect.any(String) },
    ]);
    expect((await reader.client.post(`/api/notifications/${id}/read`)).status).toBe(200);
    expect((await reader.client.post("/api/notifications/read-all")).status).toBe(200);
    // Nothing left unread: no event for a read-all that marked nothing.
    expect((await reader.client.post("/api/notifications/read-all")).json).toEqual({ marked: 0 });
    expect((await liveKinds(db, reader.id)).slice(2)).toEqual([
      { kind: "notifications-read" },
      { kind: "notifications-read" },
    ]);
  });
});
