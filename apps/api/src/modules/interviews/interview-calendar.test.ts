import { describe, expect } from "vitest";
import { parseEml } from "../../lib/mail/parse-eml.ts";
import { it } from "../../test/api-test.ts";
import { parseCalendar } from "../../test/calendar-files.ts";
import { hoursFromNow, proposalBody, proposed, shortlistedPair } from "../../test/interview-fixtures.ts";
import { mailsIn } from "../../test/outbox-mails.ts";
import type { TestApp } from "../../test/test-app.ts";

// The calendar files interview mails carry, read back with ical.js: one event per interview (its UID), a
// REQUEST when scheduled, the same UID with a higher SEQUENCE when moved, a CANCEL when cancelled.

it.beforeAll(async ({ app }) => {
  // Each step drains the outbox itself, so it sees exactly the mails that step sent.
  await app.deps.outbox.stop();
});

/** The calendar files of the mails to `email` that the last drain wrote (seen: the files read before). */
async function newCalendarsTo(app: TestApp, email: string, seen: Set<string>) {
  await app.deps.outbox.drain();
  const mails = (await mailsIn(app.outboxDir)).filter((mail) => mail.to.includes(email) && !seen.has(mail.file));
  for (const mail of mails) seen.add(mail.file);
  return mails.flatMap((mail) => {
    const parts = parseEml(mail.raw).calendars;
    if (parts.length === 0) return [];
    // The same file twice: the text/calendar alternative (with its method) and the .ics attachment.
    expect(parts.map((part) => part.type).sort()).toEqual(["application/ics", "text/calendar"]);
    // (Line ends aside: the message's reader turned the text part's CRLF into LF, not the base64 one's.)
    const lines = (text: string) => text.replace(/\r\n/g, "\n");
    expect(lines(parts[0]!.content)).toBe(lines(parts[1]!.content));
    const alternative = parts.find((part) => part.type === "text/calendar")!;
    const calendar = parseCalendar(alternative.content);
    expect(alternative.method).toBe(calendar.method);
    return [{ subject: mail.subject, ...calendar }];
  });
}

describe("calendar invitations", () => {
  it("sends both sides a REQUEST when picked, an update with a higher SEQUENCE when moved, a CANCEL when cancelled", async ({
    app,
  }) => {
    const pair = await shortlistedPair(app);
    const seen = { student: new Set<string>(), company: new Set<string>() };
    const interview = await proposed(pair);
    // A proposal is no event yet.
    expect(await newCalendarsTo(app, pair.student.email, seen.student)).toEqual([]);

    const slot = interview.slots[0]!;
    const picked = await pair.student.client.post(`/api/interviews/${interview.id}/pick`, { slotId: slot.id });
    const uid = `interview-${interview.id}@stint`;
    const sides = [
      [pair.student.email, seen.student],
      [pair.company.email, seen.company],
    ] as const;
    for (const [email, files] of sides) {
      const [invite, ...more] = await newCalendarsTo(app, email, files);
      expect(more).toEqual([]);
      expect(invite!.method).toBe("REQUEST");
      expect(invite!.events).toHaveLength(1);
      const event = invite!.events[0]!;
      expect(event).toMatchObject({ uid, sequence: picked.json.sequence, status: "CONFIRMED", allDay: false });
      expect(event.dtstart).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
      expect(event.start.toISOString()).toBe(slot.startsAt);
      expect(event.end!.getTime() - event.start.getTime()).toBe(slot.durationMinutes * 60_000);
      expect(event.location).toContain("https://meet.example/stint-interview");
    }

    // The company moves it to one new time: the same event, a higher SEQUENCE, the new start.
    const newStart = hoursFromNow(120);
    const moved = await pair.company.client.post(`/api/interviews/${interview.id}/reschedule`, {
      reason: "Our lead engineer is away that day.",
      slots: [{ startsAt: newStart, durationMinutes: 30 }],
    });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ status: "scheduled", reason: "Our lead engineer is away that day." });
    expect(moved.json.sequence).toBeGreaterThan(picked.json.sequence);
    for (const [email, files] of sides) {
      const [update] = await newCalendarsTo(app, email, files);
      expect(update!.method).toBe("REQUEST");
      expect(update!.events[0]).toMatchObject({ uid, sequence: moved.json.sequence });
      expect(update!.events[0]!.start.toISOString()).toBe(newStart);
    }

    // The student cancels: both calendars drop the event.
    const cancelled = await pair.student.client.post(`/api/interviews/${interview.id}/cancel`, {
      reason: "I accepted another offer.",
    });
    expect(cancelled.json).toMatchObject({ status: "cancelled", reasonBy: "student" });
    for (const [email, files] of sides) {
      const [cancel] = await newCalendarsTo(app, email, files);
      expect(cancel!.method).toBe("CANCEL");
      expect(cancel!.events[0]).toMatchObject({ uid, sequence: cancelled.json.sequence, status: "CANCELLED" });
      expect(cancel!.events[0]!.start.toISOString()).toBe(newStart);
    }
  }, 120_000);

  it("cancels the held event while new times wait for a pick, then sends the picked one under the same UID", async ({
    app,
  }) => {
    const pair = await shortlistedPair(app);
    const seen = new Set<string>();
    const interview = await proposed(pair);
    const picked = await pair.student.client.post(`/api/interviews/${interview.id}/pick`, {
      slotId: interview.slots[1]!.id,
    });
    await newCalendarsTo(app, pair.student.email, seen);
    const times = [hoursFromNow(150), hoursFromNow(170)];
    const reproposed = await pair.company.client.post(`/api/interviews/${interview.id}/reschedule`, {
      reason: "The team changed.",
      slots: times.map((startsAt) => ({ startsAt, durationMinutes: 60 })),
      timeZone: "Asia/Tokyo",
    });
    expect(reproposed.json).toMatchObject({ status: "proposed", chosenSlotId: null, timeZone: "Asia/Tokyo" });
    const [cancel] = await newCalendarsTo(app, pair.student.email, seen);
    expect(cancel!.method).toBe("CANCEL");
    expect(cancel!.events[0]!.sequence).toBeGreaterThan(picked.json.sequence);

    const slot = reproposed.json.slots[1];
    const again = await pair.student.client.post(`/api/interviews/${interview.id}/pick`, { slotId: slot.id });
    const [request] = await newCalendarsTo(app, pair.student.email, seen);
    expect(request!.method).toBe("REQUEST");
    expect(request!.events[0]).toMatchObject({ uid: `interview-${interview.id}@stint`, sequence: again.json.sequence });
    expect(request!.events[0]!.start.toISOString()).toBe(times[1]);
  }, 120_000);

  it("sends no calendar file for a proposal cancelled before any time was picked", async ({ app }) => {
    const pair = await shortlistedPair(app);
    const seen = new Set<string>();
    const interview = await proposed(pair, proposalBody());
    await pair.company.client.post(`/api/interviews/${interview.id}/cancel`, { reason: "The position is filled." });
    expect(await newCalendarsTo(app, pair.student.email, seen)).toEqual([]);
  }, 60_000);
});
