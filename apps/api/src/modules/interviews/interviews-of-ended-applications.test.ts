import { expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { notificationsOf } from "../../test/application-fixtures.ts";
import { calendarsMailedTo } from "../../test/calendar-files.ts";
import { proposed, scheduled, shortlistedPair } from "../../test/interview-fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";
import { cancelInterviewsOfEndedApplications } from "./cancel-interviews-of-ended-applications.ts";

/** The methods of the calendar files mailed to `email`, oldest first. */
const calendarMethodsTo = async (app: TestApp, email: string) =>
  (await calendarsMailedTo(app, email)).map((calendar) => calendar.method);

it("cancels a scheduled interview once its application is rejected, telling both calendars", async ({ app, db }) => {
  await app.deps.outbox.stop();
  const pair = await shortlistedPair(app);
  const interview = await scheduled(pair);
  // Each mail's file is the interview as it is when the mail goes out: the invitation goes out first.
  expect(await calendarMethodsTo(app, pair.student.email)).toEqual(["REQUEST"]);
  const open = await shortlistedPair(app);
  const stillOpen = await scheduled(open);
  const rejected = await pair.company.client.post(`/api/applications/${pair.applicationId}/status`, {
    status: "rejected",
    reasonCode: "other",
  });
  expect(rejected.status).toBe(200);

  const runs = await Promise.all([
    cancelInterviewsOfEndedApplications({ db, now: new Date() }),
    cancelInterviewsOfEndedApplications({ db, now: new Date() }),
  ]);
  expect(runs.sort()).toEqual([0, 1]);

  const seen = await pair.student.client.get(`/api/applications/${pair.applicationId}/interviews`);
  expect(seen.json).toMatchObject([
    { id: interview.id, status: "cancelled", reasonBy: "company", reason: "The application was rejected." },
  ]);
  expect((seen.json as { sequence: number }[])[0]!.sequence).toBeGreaterThan(interview.sequence);
  const other = await open.student.client.get(`/api/applications/${open.applicationId}/interviews`);
  expect(other.json).toMatchObject([{ id: stillOpen.id, status: "scheduled" }]);

  const told = (await notificationsOf(db, pair.student.id)).filter((row) => row.kind === "interview.cancelled");
  expect(told).toHaveLength(1);
  expect(await calendarMethodsTo(app, pair.student.email)).toEqual(["REQUEST", "CANCEL"]);
  expect(await calendarMethodsTo(app, pair.company.email)).toEqual(["REQUEST", "CANCEL"]);
}, 120_000);

it("cancels a proposal when the student withdraws, telling the company, with no calendar file", async ({ app, db }) => {
  const pair = await shortlistedPair(app);
  const interview = await proposed(pair);
  expect((await pair.student.client.post(`/api/applications/${pair.applicationId}/withdraw`, {})).status).toBe(200);
  expect(await cancelInterviewsOfEndedApplications({ db, now: new Date() })).toBe(1);

  const seen = await pair.company.client.get(`/api/applications/${pair.applicationId}/interviews`);
  expect(seen.json).toMatchObject([
    { id: interview.id, status: "cancelled", reasonBy: "student", reason: "The student withdrew the application." },
  ]);
  const told = (await notificationsOf(db, pair.company.id)).filter((row) => row.kind === "interview.cancelled");
  expect(told).toHaveLength(1);
  expect(await calendarMethodsTo(app, pair.company.email)).toEqual([]);
  expect(await cancelInterviewsOfEndedApplications({ db, now: new Date() })).toBe(0);
}, 120_000);
