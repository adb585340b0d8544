import type { CalendarFeed } from "@stint/shared/interviews";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNotNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { calendarFeeds, interviews } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import type { Party } from "../applications/party.ts";
import { calendarDates } from "../applications/calendar-dates.ts";
import { listRounds } from "../rounds/list-rounds.ts";
import { accountParty } from "./account-party.ts";
import { applicationPage, interviewDescription, interviewSummary } from "./calendar-invite.ts";
import { selectInterviews } from "./interview-dto.ts";
import { buildIcs, type IcsEvent } from "./ics.ts";
import { locationText } from "./location-text.ts";
import { type Translate, translator } from "../../i18n/server-i18n.ts";
import { userLanguage } from "../../i18n/user-language.ts";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The feed's address: `webcal://` (calendar programs subscribe to it), the API's origin, the token. */
const feedUrl = (baseUrl: string, token: string) =>
  `${baseUrl.replace(/^https?:/, "webcal:")}/api/calendar/${token}.ics`;

export async function getCalendarFeed(db: Db, userId: string): Promise<CalendarFeed> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { url: null, active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}

/**
 * Makes the user's feed address, replacing any earlier one (which stops working at once). The token is 256
 * random bits; only its SHA-256 is stored, so the address is shown this once.
 */
export async function replaceCalendarFeed(db: Db, userId: string, baseUrl: string): Promise<CalendarFeed> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashToken(token) })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hashToken(token), createdAt: new Date() } })
    .returning();
  return { url: feedUrl(baseUrl, token), active: true, createdAt: row!.createdAt.toISOString() };
}

export async function revokeCalendarFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The user a feed file name (`<token>.ics`) belongs to; 404 for any other name, revoked ones included. */
async function feedOwner(db: Db, file: string): Promise<string> {
  const token = TOKEN.exec(file)?.[1];
  const [row] = token
    ? await db
        .select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.tokenHash, hashToken(token)))
    : [];
  if (!row) throw notFound("This calendar");
  return row.userId;
}

/**
 * The feed (no METHOD: a published calendar, refreshed by the subscriber): the user's interviews whose time
 * holds, internship start dates of their matches, their placement rounds' deadlines and their open offers'
 * answer-by days. Its own UIDs (`feed-…`), so a subscription never replaces the invitation's event.
 */
export async function calendarFeedFile(options: { db: Db; file: string; baseUrl: string; now: Date }): Promise<string> {
  const { db, baseUrl, now } = options;
  const userId = await feedOwner(db, options.file);
  const party = await accountParty(db, userId);
  // The feed's words are its owner's language (the calendar app fetching it has no say).
  const t = translator(await userLanguage(db, userId));
  const events: IcsEvent[] = party ? await feedEvents(db, party, baseUrl, now, t) : [];
  return buildIcs({ name: "Stint", stamp: now, events });
}

async function feedEvents(db: Db, party: Party, baseUrl: string, now: Date, t: Translate): Promise<IcsEvent[]> {
  const side = party.role;
  const mine =
    side === "student" ? eq(interviews.studentId, party.accountId) : eq(interviews.companyId, party.accountId);
  const held = await selectInterviews(db).where(
    and(
      mine,
      isNotNull(interviews.calendarStartsAt),
      or(
        eq(interviews.status, "scheduled"),
        and(eq(interviews.status, "other-times-requested"), isNotNull(interviews.chosenSlotId)),
      ),
    ),
  );
  const interviewEvents = held.map((row) => ({
    uid: `feed-${row.uid}`,
    sequence: row.sequence,
    start: row.calendarStartsAt!,
    minutes: row.calendarMinutes!,
    summary: interviewSummary(row, side, t),
    description: interviewDescription(row, applicationPage(baseUrl, row, side), t),
    location: locationText(row.location),
  }));
  const dates = await calendarDates(db, party);
  const startEvents = dates.starts.map((row) => ({
    uid: `feed-start-${row.matchId}@stint`,
    day: row.startDate,
    summary:
      side === "student"
        ? `Internship starts: ${row.jobTitle} at ${row.companyName}`
        : `${row.studentName} starts: ${row.jobTitle}`,
  }));
  const offerEvents = dates.answerBys.map((row) => ({
    uid: `feed-offer-${row.applicationId}@stint`,
    day: row.answerBy,
    summary:
      side === "student"
        ? `Last day to answer the offer: ${row.jobTitle} at ${row.companyName}`
        : `${row.studentName}'s answer to your offer is due: ${row.jobTitle}`,
  }));
  const rounds = (await listRounds({ db, party, now })).items.filter(
    (round) => round.status === "ranking" || round.status === "confirming",
  );
  const roundEvents = rounds.flatMap((round) => [
    ...(round.status === "ranking"
      ? [
          {
            uid: `feed-round-rank-${round.id}@stint`,
            start: new Date(round.rankingDeadline),
            minutes: 0,
            summary: `Ranking deadline: ${round.name}`,
          },
        ]
      : []),
    {
      uid: `feed-round-confirm-${round.id}@stint`,
      start: new Date(round.confirmationDeadline),
      minutes: 0,
      summary: `Deadline to confirm places: ${round.name}`,
    },
  ]);
  return [...interviewEvents, ...startEvents, ...offerEvents, ...roundEvents];
}
