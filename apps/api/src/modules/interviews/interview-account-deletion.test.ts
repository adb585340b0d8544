import { expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { notificationsOf } from "../../test/application-fixtures.ts";
import { calendarsMailedTo } from "../../test/calendar-files.ts";
import { proposed, scheduled, shortlistedPair } from "../../test/interview-fixtures.ts";
import { GOOD_PASSWORD } from "../../test/test-app.ts";
import type { TestApp } from "../../test/test-app.ts";

// Decision 022 and 028: a deleted account's open interviews are cancelled, the other side told (with the
// calendar's CANCEL), and the interviews stay with the application for the other side.

const cancelsMailedTo = async (app: TestApp, email: string) =>
  (await calendarsMailedTo(app, email)).filter((calendar) => calendar.method === "CANCEL");

it("cancels a deleting student's interviews for the company, keeping them without the student's words", async ({
  app,
  db,
}) => {
  const pair = await shortlistedPair(app);
  const held = await scheduled(pair);
  const asked = await proposed(pair);
  await pair.student.client.post(`/api/interviews/${asked.id}/other-times`, { message: "I am away until May." });
  // A mail carries the interview as it is when it goes out: the invitation goes before the deletion, or it
  // would go out as a second CANCEL.
  await app.deps.outbox.drain();
  expect((await pair.student.client.delete("/api/me", { password: GOOD_PASSWORD })).status).toBe(204);

  const list = await pair.company.client.get(`/api/applications/${pair.applicationId}/interviews`);
  expect(list.status).toBe(200);
  expect(list.json).toHaveLength(2);
  for (const interview of list.json) {
    expect(interview).toMatchObject({
      status: "cancelled",
      studentName: "Deleted account",
      reason: "The student deleted their account.",
    });
  }
  expect(JSON.stringify(list.json)).not.toContain("away until May");
  const told = (await notificationsOf(db, pair.company.id)).filter((row) => row.kind === "interview.cancelled");
  expect(told).toHaveLength(2);
  const cancels = await cancelsMailedTo(app, pair.company.email);
  expect(cancels.map((calendar) => calendar.events[0]!.uid)).toEqual([`interview-${held.id}@stint`]);
}, 90_000);

it("cancels a deleting company's interviews for the student, who keeps them", async ({ app }) => {
  const pair = await shortlistedPair(app);
  const held = await scheduled(pair);
  await app.deps.outbox.drain();
  expect((await pair.company.client.delete("/api/me", { password: GOOD_PASSWORD })).status).toBe(204);
  const mine = await pair.student.client.get("/api/interviews");
  expect(mine.json).toEqual([
    expect.objectContaining({
      id: held.id,
      status: "cancelled",
      companyName: "Acme Robotics",
      reason: "Acme Robotics deleted its account.",
    }),
  ]);
  const cancels = await cancelsMailedTo(app, pair.student.email);
  expect(cancels).toHaveLength(1);
  expect(cancels[0]!.events[0]).toMatchObject({ uid: `interview-${held.id}@stint`, status: "CANCELLED" });
}, 90_000);
