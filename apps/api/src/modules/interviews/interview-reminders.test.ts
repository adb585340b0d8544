import { expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { notificationsOf } from "../../test/application-fixtures.ts";
import { hoursFromNow, proposalBody, scheduled, shortlistedPair } from "../../test/interview-fixtures.ts";
import { mailsIn } from "../../test/outbox-mails.ts";
import { sweepInterviewReminders } from "./sweep-interview-reminders.ts";

const HOUR_MS = 3_600_000;
const reminders = async (db: Parameters<typeof notificationsOf>[0], id: string) =>
  (await notificationsOf(db, id)).filter((row) => row.kind === "interview.reminder");

it("reminds both sides once, a day before, by notification and mail", async ({ app, db }) => {
  await app.deps.outbox.stop();
  const pair = await shortlistedPair(app);
  const interview = await scheduled(
    pair,
    proposalBody({ slots: [{ startsAt: hoursFromNow(72), durationMinutes: 45 }] }),
  );
  const start = new Date(interview.slots[0]!.startsAt);
  const clock = app.deps.clock;
  const real = clock.now;
  try {
    // Two days ahead: nothing yet.
    clock.now = () => new Date(start.getTime() - 30 * HOUR_MS);
    expect(await sweepInterviewReminders({ db, now: clock.now() })).toBe(0);
    // Within a day: once, however often the sweep runs (two processes at once included).
    clock.now = () => new Date(start.getTime() - 23 * HOUR_MS);
    const runs = await Promise.all([
      sweepInterviewReminders({ db, now: clock.now() }),
      sweepInterviewReminders({ db, now: clock.now() }),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(await sweepInterviewReminders({ db, now: clock.now() })).toBe(0);
  } finally {
    clock.now = real;
  }
  for (const side of [pair.student, pair.company]) {
    const told = await reminders(db, side.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.payload.body).toBe(
      new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Zurich", dateStyle: "full", timeStyle: "short" }).format(
        start,
      ) + " (Europe/Zurich)",
    );
  }
  await app.deps.outbox.drain();
  const mails = await mailsIn(app.outboxDir);
  for (const email of [pair.student.email, pair.company.email]) {
    expect(mails.filter((mail) => mail.to.includes(email) && mail.subject.includes("is tomorrow"))).toHaveLength(1);
  }
}, 90_000);

it("does not remind of an interview scheduled at less than a day's notice, nor of a cancelled one", async ({
  app,
  db,
}) => {
  const soon = await shortlistedPair(app);
  await scheduled(soon, proposalBody({ slots: [{ startsAt: hoursFromNow(5), durationMinutes: 30 }] }));
  const gone = await shortlistedPair(app, soon.company);
  const cancelled = await scheduled(gone);
  await gone.company.client.post(`/api/interviews/${cancelled.id}/cancel`, { reason: "Filled." });
  await sweepInterviewReminders({ db, now: new Date(Date.now() + 60 * HOUR_MS) });
  await sweepInterviewReminders({ db, now: new Date() });
  expect(await reminders(db, soon.student.id)).toEqual([]);
  expect(await reminders(db, gone.student.id)).toEqual([]);
}, 90_000);
