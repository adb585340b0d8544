import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { notifications } from "../../db/schema/index.ts";
import type { Db } from "../../db/client.ts";
import { it } from "../../test/api-test.ts";
import { countMailEvents } from "../../test/application-fixtures.ts";
import {
  AFTER_REVEAL_DAYS,
  companyRates,
  DAY_MS,
  daysFromNow,
  matchedPair,
  studentRates,
} from "../../test/rating-fixtures.ts";
import { sweepRatingNotifications } from "./sweep-rating-notifications.ts";

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

async function told(db: Db, recipientId: string, kind: "rating.due" | "rating.revealed") {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.kind, kind)));
}

describe("the rating sweep", () => {
  it("tells both sides once when a match's start date has come, however often and wherever it runs", async ({
    app,
    db,
  }) => {
    const started = await matchedPair(app);
    const upcoming = await matchedPair(app, { startDate: daysFromNow(3) });
    const mails = await countMailEvents(db);
    // Two processes at once, then again: each match is announced once.
    await Promise.all([
      sweepRatingNotifications({ db, now: new Date() }),
      sweepRatingNotifications({ db, now: new Date() }),
    ]);
    await sweepRatingNotifications({ db, now: new Date() });
    for (const id of [started.student.id, started.company.id]) {
      const due = await told(db, id, "rating.due");
      expect(due).toHaveLength(1);
      expect(due[0]!.payload.link).toEqual({ type: "rateable", id: started.matchId });
    }
    expect(await countMailEvents(db)).toBe(mails + 2);
    const bell = await started.student.client.get("/api/notifications");
    expect(bell.json.items[0]).toMatchObject({
      kind: "rating.due",
      path: `/rating-creation?matchId=${started.matchId}`,
    });
    expect(await told(db, upcoming.student.id, "rating.due")).toEqual([]);
    await sweepRatingNotifications({ db, now: inDays(4) });
    expect(await told(db, upcoming.company.id, "rating.due")).toHaveLength(1);
  });

  it("announces a lone rating's reveal after 14 days to both sides, once; a pair's at once", async ({ app, db }) => {
    const lone = await matchedPair(app);
    const rating = await studentRates(lone);
    await sweepRatingNotifications({ db, now: new Date() });
    expect(await told(db, lone.company.id, "rating.revealed")).toEqual([]);
    await sweepRatingNotifications({ db, now: inDays(AFTER_REVEAL_DAYS) });
    await sweepRatingNotifications({ db, now: inDays(AFTER_REVEAL_DAYS + 1) });
    for (const id of [lone.company.id, lone.student.id]) {
      const revealed = await told(db, id, "rating.revealed");
      expect(revealed).toHaveLength(1);
      expect(revealed[0]!.payload.link).toEqual({ type: "rating", id: rating.id });
    }
    // The other side rates later: theirs is revealed at once, told once, and the sweep adds nothing.
    await companyRates(lone);
    await sweepRatingNotifications({ db, now: inDays(AFTER_REVEAL_DAYS + 2) });
    expect(await told(db, lone.student.id, "rating.revealed")).toHaveLength(2);
    expect(await told(db, lone.company.id, "rating.revealed")).toHaveLength(1);
  });
});
