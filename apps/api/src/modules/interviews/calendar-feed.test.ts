import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { calendarFeeds } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { moved, offerTerms, student } from "../../test/application-fixtures.ts";
import { parseCalendar } from "../../test/calendar-files.ts";
import { scheduled, shortlistedPair } from "../../test/interview-fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";

/** The path of a feed address (`webcal://host/api/calendar/<token>.ics`), to ask the test app for it. */
const feedPath = (url: string) => new URL(url.replace(/^webcal:/, "http:")).pathname;

async function readFeed(app: TestApp, url: string) {
  const response = await app.client().get(feedPath(url));
  return { status: response.status, type: response.headers.get("content-type"), text: response.text };
}

it("serves each user's interviews, start dates and offer answer-by days at a secret, replaceable address", async ({
  app,
  db,
}) => {
  const pair = await shortlistedPair(app);
  const interview = await scheduled(pair);
  const offer = offerTerms();
  await moved(pair.company, pair.applicationId, { status: "offer", offer });

  expect((await app.client().post("/api/calendar-feed")).status).toBe(401);
  expect((await app.client().get("/api/calendar-feed")).status).toBe(401);
  expect((await pair.student.client.get("/api/calendar-feed")).json).toEqual({
    url: null,
    active: false,
    createdAt: null,
  });
  const made = await pair.student.client.post("/api/calendar-feed");
  expect(made.status).toBe(200);
  const url: string = made.json.url;
  expect(url).toMatch(/^webcal:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  expect((await pair.student.client.get("/api/calendar-feed")).json).toMatchObject({ url: null, active: true });
  // Only the token's hash is stored.
  const [stored] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, pair.student.id));
  expect(url).not.toContain(stored!.tokenHash);

  const feed = await readFeed(app, url);
  expect(feed.status).toBe(200);
  expect(feed.type).toContain("text/calendar");
  const calendar = parseCalendar(feed.text);
  expect(calendar.method).toBeNull();
  const slot = interview.slots[0]!;
  const held = calendar.events.find((event) => event.uid === `feed-interview-${interview.id}@stint`);
  expect(held).toMatchObject({ allDay: false, summary: "Interview: Software Engineering Intern at Acme Robotics" });
  expect(held!.dtstart).toMatch(/Z$/);
  expect(held!.start.toISOString()).toBe(slot.startsAt);
  expect(held!.end!.getTime() - held!.start.getTime()).toBe(slot.durationMinutes * 60_000);
  const starts = calendar.events.filter((event) => event.uid.startsWith("feed-start-"));
  expect(starts).toHaveLength(1);
  expect(starts[0]).toMatchObject({ allDay: true, dtstart: "DTSTART;VALUE=DATE:20270301" });
  const answerBy = calendar.events.find((event) => event.uid === `feed-offer-${pair.applicationId}@stint`);
  expect(answerBy).toMatchObject({ allDay: true, dtstart: `DTSTART;VALUE=DATE:${offer.answerBy.replace(/-/g, "")}` });

  // The company's own feed shows the same interview from its side; another student's shows none of it.
  const companyUrl = (await pair.company.client.post("/api/calendar-feed")).json.url;
  const companyFeed = parseCalendar((await readFeed(app, companyUrl)).text);
  expect(companyFeed.events.map((event) => event.uid)).toContain(`feed-interview-${interview.id}@stint`);
  const other = await student(app);
  const otherUrl = (await other.client.post("/api/calendar-feed")).json.url;
  expect(parseCalendar((await readFeed(app, otherUrl)).text).events).toEqual([]);

  // A cancelled interview leaves the feed.
  await pair.company.client.post(`/api/interviews/${interview.id}/cancel`, { reason: "Filled." });
  const after = parseCalendar((await readFeed(app, url)).text);
  expect(after.events.some((event) => event.uid.startsWith("feed-interview-"))).toBe(false);

  // Replacing voids the old address; revoking voids the new one; a made-up one is 404.
  const replaced = (await pair.student.client.post("/api/calendar-feed")).json.url;
  expect(replaced).not.toBe(url);
  expect((await readFeed(app, url)).status).toBe(404);
  expect((await readFeed(app, replaced)).status).toBe(200);
  expect((await pair.student.client.delete("/api/calendar-feed")).status).toBe(204);
  expect((await readFeed(app, replaced)).status).toBe(404);
  expect((await app.client().get("/api/calendar/not-a-token.ics")).status).toBe(404);
  expect((await app.client().get(`/api/calendar/${"A".repeat(43)}.ics`)).status).toBe(404);
}, 120_000);
