import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { notifications, outboxEvents } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { notify } from "./notify.ts";

const mailEvents = (db: Parameters<typeof notify>[0], notificationId: string) =>
  db
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.kind, "notification.mail"))
    .then((rows) =>
      rows.filter((row) => (row.payload as { notificationId: string }).notificationId === notificationId),
    );

it("writes the notification and its mail event, carrying only the notification's id", async ({
  db,
  signedInStudent,
}) => {
  const { id: recipientId } = await signedInStudent();
  const notificationId = await db.transaction((tx) =>
    notify(tx, {
      recipientId,
      kind: "invitation.created",
      title: "Acme invites you",
      link: { type: "invitation", id: "x" },
    }),
  );
  const [row] = await db.select().from(notifications).where(eq(notifications.id, notificationId));
  expect(row).toMatchObject({
    recipientId,
    kind: "invitation.created",
    payload: { title: "Acme invites you", link: { type: "invitation", id: "x" } },
    readAt: null,
  });
  const events = await mailEvents(db, notificationId);
  expect(events.map((event) => event.payload)).toEqual([{ notificationId }]);
});

it("writes nothing when the change it belongs to fails", async ({ db, signedInStudent }) => {
  const { id: recipientId } = await signedInStudent();
  let written = "";
  await expect(
    db.transaction(async (tx) => {
      written = await notify(tx, { recipientId, kind: "match.created", title: "You matched" });
      throw new Error("the change failed");
    }),
  ).rejects.toThrow("the change failed");
  expect(written).not.toBe("");
  expect(await db.select().from(notifications).where(eq(notifications.recipientId, recipientId))).toEqual([]);
  expect(await mailEvents(db, written)).toEqual([]);
});
