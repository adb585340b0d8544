import { RATING_CONFLICT_CODES } from "@stint/shared/ratings";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { matches, ratings } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { NO_SUCH_ID, notificationsOf, student } from "../../test/application-fixtures.ts";
import {
  AFTER_REVEAL_DAYS,
  companyRates,
  DAY_MS,
  daysFromNow,
  later,
  matchedPair,
  ratingBody,
  studentRates,
} from "../../test/rating-fixtures.ts";

describe("creating a rating", () => {
  it("rates a started match once per side, and only the viewer's", async ({ app }) => {
    const pair = await matchedPair(app);
    const stranger = await student(app);
    const body = ratingBody("student-to-company", pair.matchId);
    expect((await stranger.client.post("/api/ratings", body)).status).toBe(404);
    expect((await pair.student.client.post("/api/ratings", { ...body, matchId: NO_SUCH_ID })).status).toBe(404);
    expect((await pair.student.client.post("/api/ratings", { ...body, matchId: "nope" })).status).toBe(404);

    const created = await pair.student.client.post("/api/ratings", { ...body, signed: true });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      direction: "student-to-company",
      matchId: pair.matchId,
      company: { id: pair.company.id, name: "Acme Robotics" },
      student: { id: pair.student.id },
      signed: true,
      revealed: false,
      mine: true,
      editable: true,
      canReport: false,
      canRespond: false,
      response: null,
      hidden: null,
    });
    expect(new Date(created.json.revealsAt).getTime() - new Date(created.json.createdAt).getTime()).toBe(14 * DAY_MS);
    const again = await pair.student.client.post("/api/ratings", body);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe(RATING_CONFLICT_CODES.alreadyRated);
    // A company's rating is never anonymous: signed means nothing there.
    const byCompany = await pair.company.client.post("/api/ratings", {
      ...ratingBody("company-to-student", pair.matchId),
      signed: true,
    });
    expect(byCompany.json).toMatchObject({ direction: "company-to-student", signed: false });
  }, 60_000);

  it("refuses a match not started yet, or ended before its start", async ({ app, db }) => {
    for (const startDate of [null, daysFromNow(3)]) {
      const notYet = await matchedPair(app, { startDate });
      const refused = await notYet.student.client.post(
        "/api/ratings",
        ratingBody("student-to-company", notYet.matchId),
      );
      expect(refused.status).toBe(409);
      expect(refused.json.error.code).toBe(RATING_CONFLICT_CODES.notStarted);
    }
    // Rejected before the start date: the placement never happened.
    const ended = await matchedPair(app);
    await db
      .update(matches)
      .set({ endedAt: new Date(Date.now() - 10 * DAY_MS) })
      .where(eq(matches.id, ended.matchId));
    const refused = await ended.company.client.post("/api/ratings", ratingBody("company-to-student", ended.matchId));
    expect(refused.json.error.code).toBe(RATING_CONFLICT_CODES.endedBeforeStart);
    // A start date that comes with the clock.
    const soon = await matchedPair(app, { startDate: daysFromNow(2) });
    const rated = await later(app, 3, () =>
      soon.student.client.post("/api/ratings", ratingBody("student-to-company", soon.matchId)),
    );
    expect(rated.status).toBe(201);
  }, 60_000);

  it("answers bad input with 400 and a message per field", async ({ app }) => {
    const pair = await matchedPair(app);
    const client = pair.student.client;
    const body = ratingBody("student-to-company", pair.matchId);
    const { pay: _pay, ...fourCategories } = body.categories as Record<string, number>;
    const cases: [unknown, string[]][] = [
      [{ ...body, categories: { ...fourCategories, skills: 3 } }, ["categories.pay", "categories.skills"]],
      [{ ...body, categories: { ...body.categories, teamwork: 3 } }, ["categories.teamwork"]],
      [{ ...body, overall: 6, title: "", text: "short" }, ["overall", "title", "text"]],
      [{ ...body, wouldRecommend: "yes", extra: 1 }, ["wouldRecommend", "extra"]],
      [{ ...body, categories: { ...body.categories, pay: 0 } }, ["categories.pay"]],
    ];
    for (const [input, fields] of cases) {
      const response = await client.post("/api/ratings", input);
      expect(response.status, JSON.stringify(input)).toBe(400);
      expect(Object.keys(response.json.error.fields).sort()).toEqual(fields.sort());
    }
    expect((await client.request("POST", "/api/ratings", { rawBody: "{" })).status).toBe(400);
    const list = await client.get(`/api/ratings?tab=given&companyId=${pair.company.id}&limit=0&cursor=zz`);
    expect(list.status).toBe(400);
    expect(Object.keys(list.json.error.fields).sort()).toEqual(["limit", "tab"]);
    expect((await client.get("/api/ratings?cursor=zz")).json.error.fields).toHaveProperty("cursor");
    const created = await studentRates(pair);
    const patch = await client.patch(`/api/ratings/${created.id}`, { categories: { mentoring: 5 } });
    expect(patch.status).toBe(400);
    expect(patch.json.error.fields).toHaveProperty("categories.pay");
    expect((await client.patch(`/api/ratings/${created.id}`, {})).status).toBe(400);
    expect((await app.client().get("/api/ratings")).status).toBe(401);
  }, 60_000);
});

describe("the blind reveal", () => {
  it("hides a rating from everyone but its author until the other side rates, then shows both", async ({ app, db }) => {
    const pair = await matchedPair(app);
    const outsider = await student(app);
    const rating = await studentRates(pair);
    const company = pair.company.client;
    // Every route the company could read it through.
    expect((await company.get(`/api/ratings/${rating.id}`)).status).toBe(404);
    expect((await company.get("/api/ratings?tab=received")).json.total).toBe(0);
    expect((await company.get("/api/ratings")).json.total).toBe(0);
    expect((await outsider.client.get(`/api/ratings?companyId=${pair.company.id}`)).json.total).toBe(0);
    expect((await outsider.client.get(`/api/ratings/${rating.id}`)).status).toBe(404);
    const page = await company.get(`/api/companies/${pair.company.id}`);
    expect(page.status, page.text).toBe(200);
    expect(page.json.ratings.count).toBe(0);
    expect((await company.get("/api/me/export")).json.ratings.received).toEqual([]);
    expect((await company.request("PUT", `/api/ratings/${rating.id}/response`, { body: { text: "Hi" } })).status).toBe(
      404,
    );
    expect((await company.post(`/api/ratings/${rating.id}/reports`, { reason: "spam" })).status).toBe(404);
    // Its author sees it everywhere of theirs.
    const mine = await pair.student.client.get("/api/ratings?tab=given");
    expect(mine.json.items.map((item: { id: string }) => item.id)).toEqual([rating.id]);
    expect((await pair.student.client.get("/api/me/export")).json.ratings.given).toHaveLength(1);

    const rateable = await company.get("/api/ratings/rateable");
    expect(rateable.json.items).toEqual([
      expect.objectContaining({ matchId: pair.matchId, direction: "company-to-student", theirRatingWaiting: true }),
    ]);
    const theirs = await companyRates(pair);
    expect(theirs.revealed).toBe(true);
    expect((await company.get("/api/ratings/rateable")).json.items).toEqual([]);
    const seen = await company.get(`/api/ratings/${rating.id}`);
    expect(seen.json).toMatchObject({
      revealed: true,
      editable: false,
      mine: false,
      canRespond: true,
      canReport: true,
    });
    expect(seen.json.student).toBeNull();
    expect((await pair.student.client.get(`/api/ratings/${theirs.id}`)).json.revealed).toBe(true);
    expect((await company.get("/api/ratings?tab=received")).json.total).toBe(1);
    expect((await outsider.client.get(`/api/ratings?companyId=${pair.company.id}`)).json.total).toBe(1);
    expect((await pair.student.client.get("/api/ratings")).json.total).toBe(2);
    // Both rated sides are told, once, that a rating of them is visible.
    for (const id of [pair.company.id, pair.student.id]) {
      const revealed = (await notificationsOf(db, id)).filter((n) => n.kind === "rating.revealed");
      expect(revealed).toHaveLength(1);
    }
    const frozen = await pair.student.client.patch(`/api/ratings/${rating.id}`, { title: "Changed my mind" });
    expect(frozen.status).toBe(409);
    expect(frozen.json.error.code).toBe(RATING_CONFLICT_CODES.frozen);
  }, 60_000);

  it("reveals a lone rating 14 days after it was written, and freezes it then", async ({ app }) => {
    const pair = await matchedPair(app);
    const rating = await companyRates(pair);
    const student = pair.student.client;
    const author = pair.company.client;
    await later(app, 13, async () => {
      expect((await student.get(`/api/ratings/${rating.id}`)).status).toBe(404);
      expect((await student.get("/api/ratings?tab=received")).json.total).toBe(0);
      expect((await author.patch(`/api/ratings/${rating.id}`, { overall: 5 })).status).toBe(200);
    });
    await later(app, AFTER_REVEAL_DAYS, async () => {
      const seen = await student.get(`/api/ratings/${rating.id}`);
      expect(seen.status).toBe(200);
      expect(seen.json).toMatchObject({ revealed: true, overall: 5, student: { id: pair.student.id } });
      expect((await student.get("/api/ratings?tab=received")).json.total).toBe(1);
      expect((await student.get(`/api/ratings?studentId=${pair.student.id}`)).json.total).toBe(1);
      expect((await student.get("/api/me/export")).json.ratings.received).toHaveLength(1);
      const own = await author.get(`/api/ratings/${rating.id}`);
      expect(own.json).toMatchObject({ mine: true, revealed: true, editable: false });
      for (const response of [
        await author.patch(`/api/ratings/${rating.id}`, { overall: 1 }),
        await author.delete(`/api/ratings/${rating.id}`),
      ]) {
        expect(response.status).toBe(409);
        expect(response.json.error.code).toBe(RATING_CONFLICT_CODES.frozen);
      }
    });
  }, 60_000);

  it("dates the second rating's reveal at its own writing, after the first one's clock ran out", async ({
    app,
    db,
  }) => {
    // The company rated 26 days ago, so its rating was revealed by the clock 12 days ago; the student rates
    // today: theirs was revealed today, not 12 days ago (issue 30: "Revealed on" a date before it existed).
    const pair = await matchedPair(app);
    const theirs = await companyRates(pair);
    const longAgo = new Date(Date.now() - 26 * DAY_MS);
    await db.update(ratings).set({ createdAt: longAgo, updatedAt: longAgo }).where(eq(ratings.id, theirs.id));
    const before = Date.now();
    const mine = await studentRates(pair);
    expect(mine.revealed).toBe(true);
    expect(Date.parse(mine.revealsAt)).toBeGreaterThanOrEqual(before - 1_000);
    for (const client of [pair.student.client, pair.company.client]) {
      const seen = await client.get(`/api/ratings/${mine.id}`);
      expect(Date.parse(seen.json.revealsAt), client === pair.student.client ? "author" : "rated").toBe(
        Date.parse(seen.json.createdAt),
      );
    }
    // The first rating keeps the day its clock ran out.
    const first = await pair.student.client.get(`/api/ratings/${theirs.id}`);
    expect(Date.parse(first.json.revealsAt)).toBe(longAgo.getTime() + 14 * DAY_MS);
    // Both are in the lists that show revealed ratings only.
    expect((await pair.company.client.get("/api/ratings?tab=received")).json.total).toBe(1);
    expect((await pair.student.client.get("/api/ratings?tab=received")).json.total).toBe(1);
  }, 60_000);

  it("lets the author edit and delete before the reveal, nobody else", async ({ app }) => {
    const pair = await matchedPair(app);
    const rating = await studentRates(pair);
    const edited = await pair.student.client.patch(`/api/ratings/${rating.id}`, {
      title: "Even better than I thought",
      categories: { mentoring: 5, learning: 5, environment: 5, organisation: 4, pay: 3 },
      signed: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ title: "Even better than I thought", signed: true, categories: { pay: 3 } });
    expect((await pair.company.client.patch(`/api/ratings/${rating.id}`, { overall: 1 })).status).toBe(404);
    expect((await pair.company.client.delete(`/api/ratings/${rating.id}`)).status).toBe(404);
    expect((await pair.student.client.delete(`/api/ratings/${rating.id}`)).status).toBe(204);
    expect((await pair.student.client.get(`/api/ratings/${rating.id}`)).status).toBe(404);
    // Deleted, the match can be rated again.
    await studentRates(pair);
  }, 60_000);
});

describe("who reads a company's rating of a student", () => {
  it("the student always, other companies while the student shares, never other students", async ({ app }) => {
    const pair = await matchedPair(app);
    const rating = await companyRates(pair);
    await studentRates(pair);
    const otherCompany = (await matchedPair(app)).company.client;
    const otherStudent = await student(app);
    const byStudent = `/api/ratings?studentId=${pair.student.id}`;
    expect((await pair.student.client.get(byStudent)).json.total).toBe(1);
    expect((await otherCompany.get(byStudent)).status).toBe(404);
    expect((await otherCompany.get(`/api/ratings/${rating.id}`)).status).toBe(404);
    expect((await otherStudent.client.get(byStudent)).status).toBe(404);

    expect((await pair.student.client.patch("/api/me/account", { shareRatings: true })).status).toBe(200);
    expect((await otherCompany.get(byStudent)).json.items).toEqual([
      expect.objectContaining({ id: rating.id, student: expect.objectContaining({ id: pair.student.id }) }),
    ]);
    expect((await otherCompany.get(`/api/ratings/${rating.id}`)).status).toBe(200);
    expect((await otherStudent.client.get(byStudent)).status).toBe(404);
    expect((await otherStudent.client.get(`/api/ratings/${rating.id}`)).status).toBe(404);

    await pair.student.client.patch("/api/me/account", { shareRatings: false });
    expect((await otherCompany.get(`/api/ratings/${rating.id}`)).status).toBe(404);
  }, 60_000);

  it("names a student's rating of a company only when signed, and searches only what it shows", async ({ app }) => {
    const pair = await matchedPair(app, { companyName: "Quokka Labs", studentFields: { name: "Zelda Quist" } });
    const rating = await studentRates(pair, { title: "Quiet, focused team" });
    await companyRates(pair);
    const reader = await student(app);
    const url = `/api/ratings?companyId=${pair.company.id}`;
    expect((await reader.client.get(url)).json.items[0].student).toBeNull();
    expect((await reader.client.get(`${url}&q=Quist`)).json.total).toBe(0);
    expect((await reader.client.get(`${url}&q=focused`)).json.total).toBe(1);
    expect((await reader.client.get(`${url}&q=quokka`)).json.total).toBe(1);
    // The company shows its name only with its author's consent, which the author may give before the reveal.
    const other = await matchedPair(app, { companyName: "Quokka Labs", studentFields: { name: "Yann Quist" } });
    await studentRates(other, { signed: true });
    await later(app, AFTER_REVEAL_DAYS, async () => {
      const listed = await reader.client.get(`/api/ratings?companyId=${other.company.id}&q=quist`);
      expect(listed.json.items).toEqual([
        expect.objectContaining({ student: expect.objectContaining({ name: "Yann Quist" }) }),
      ]);
    });
    expect(rating.id).toBeTruthy();
  }, 60_000);
});

describe("rateable matches", () => {
  it("lists the viewer's started matches not rated yet", async ({ app }) => {
    const pair = await matchedPair(app);
    const future = await matchedPair(app, { startDate: daysFromNow(5) });
    const listed = await pair.student.client.get("/api/ratings/rateable");
    expect(listed.json.items).toEqual([
      {
        matchId: pair.matchId,
        direction: "student-to-company",
        job: { id: pair.jobId, title: expect.any(String) },
        other: { id: pair.company.id, name: "Acme Robotics", pictureUrl: null },
        startDate: daysFromNow(-7),
        theirRatingWaiting: false,
      },
    ]);
    expect((await future.student.client.get("/api/ratings/rateable")).json.items).toEqual([]);
    await studentRates(pair);
    expect((await pair.student.client.get("/api/ratings/rateable")).json.items).toEqual([]);
  }, 60_000);
});
