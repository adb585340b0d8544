import { RATING_CONFLICT_CODES } from "@stint/shared/ratings";
import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { company, notificationsOf, student } from "../../test/application-fixtures.ts";
import { companyRates, makeModerator, matchedPair, studentRates } from "../../test/rating-fixtures.ts";

describe("a company's response", () => {
  it("is the rated company's alone, one per rating, editable, and not the author's to delete", async ({ app, db }) => {
    const pair = await matchedPair(app, { companyName: "Responsive AG" });
    const rating = await studentRates(pair);
    const url = `/api/ratings/${rating.id}/response`;
    const put = (client: typeof pair.company.client, text: string) => client.request("PUT", url, { body: { text } });
    // Not revealed yet: the company cannot see it.
    expect((await put(pair.company.client, "Thank you!")).status).toBe(404);
    await companyRates(pair);
    expect((await put(pair.student.client, "Answering myself")).status).toBe(403);
    expect((await put((await company(app, "Other Co")).client, "Not ours")).status).toBe(403);
    expect((await put(pair.company.client, "   ")).status).toBe(400);

    const first = await put(pair.company.client, "Thank you, it was a pleasure to have you.");
    expect(first.status).toBe(200);
    expect(first.json.response).toMatchObject({ text: "Thank you, it was a pleasure to have you." });
    const edited = await put(pair.company.client, "Thank you! Come back any time.");
    expect(edited.json.response.text).toBe("Thank you! Come back any time.");
    expect((await pair.student.client.get(`/api/ratings/${rating.id}`)).json.response.text).toBe(
      "Thank you! Come back any time.",
    );
    // The author hears of the first response only.
    const told = (await notificationsOf(db, pair.student.id)).filter((n) => n.kind === "rating.response");
    expect(told).toHaveLength(1);
    expect(told[0]!.payload).toMatchObject({
      title: "Responsive AG responded to your rating",
      link: { type: "rating", id: rating.id },
    });
    const bell = await pair.student.client.get("/api/notifications");
    expect(bell.json.items[0]).toMatchObject({ kind: "rating.response", path: `/rating-detail/${rating.id}` });

    expect((await pair.student.client.delete(url)).status).toBe(403);
    expect((await pair.company.client.delete(url)).status).toBe(204);
    expect((await pair.company.client.delete(url)).status).toBe(404);
    expect((await pair.student.client.get(`/api/ratings/${rating.id}`)).json.response).toBeNull();
  }, 60_000);
});

describe("reports and moderation", () => {
  it("lets anyone who can read a rating report it once, never its author; it stays visible, flagged", async ({
    app,
  }) => {
    const pair = await matchedPair(app);
    const rating = await studentRates(pair);
    const reader = await student(app);
    const url = `/api/ratings/${rating.id}/reports`;
    expect((await reader.client.post(url, { reason: "spam" })).status).toBe(404);
    await companyRates(pair);
    expect((await pair.student.client.post(url, { reason: "spam" })).status).toBe(403);
    const bad = await reader.client.post(url, { reason: "boring", details: "x".repeat(1001) });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(["details", "reason"]);

    const reported = await reader.client.post(url, { reason: "false", details: "They never worked there." });
    expect(reported.status).toBe(201);
    expect(reported.json).toMatchObject({ flagged: true, reportedByMe: true, canReport: false });
    const twice = await reader.client.post(url, { reason: "spam" });
    expect(twice.status).toBe(409);
    expect(twice.json.error.code).toBe(RATING_CONFLICT_CODES.alreadyReported);
    expect((await pair.company.client.post(url, { reason: "offensive" })).status).toBe(201);
    const listed = await reader.client.get(`/api/ratings?companyId=${pair.company.id}`);
    expect(listed.json.items).toEqual([expect.objectContaining({ id: rating.id, flagged: true, reportedByMe: true })]);
  }, 60_000);

  it("shows moderators why a rating was reported (reason, details, when, how many), nobody else", async ({
    app,
    db,
    signedInStudent,
  }) => {
    const pair = await matchedPair(app);
    const rating = await studentRates(pair);
    await companyRates(pair);
    const reader = await student(app);
    const url = `/api/ratings/${rating.id}/reports`;
    expect(
      (await reader.client.post(url, { reason: "false", details: "They <b>never</b> worked there." })).status,
    ).toBe(201);
    expect((await pair.company.client.post(url, { reason: "offensive" })).status).toBe(201);
    const moderator = await signedInStudent();
    await makeModerator(db, moderator.email);

    const expected = [
      { reason: "offensive", details: null, createdAt: expect.any(String) },
      { reason: "false", details: "They <b>never</b> worked there.", createdAt: expect.any(String) },
    ];
    const queue = await moderator.client.get("/api/ratings?reported=true");
    const queued = queue.json.items.find((item: { id: string }) => item.id === rating.id);
    expect(queued.reports).toEqual(expected);
    const when = Date.parse(queued.reports[1].createdAt);
    expect(Math.abs(when - Date.now())).toBeLessThan(5 * 60_000);
    expect((await moderator.client.get(`/api/ratings/${rating.id}`)).json.reports).toEqual(expected);

    // Reporters, the rated company and the author see that it is flagged, never the reports.
    for (const client of [reader.client, pair.company.client, pair.student.client]) {
      const seen = await client.get(`/api/ratings/${rating.id}`);
      expect(seen.status).toBe(200);
      expect(seen.json).toMatchObject({ flagged: true, reports: null });
      const listed = await client.get(`/api/ratings?companyId=${pair.company.id}`);
      expect(listed.json.items.map((item: { reports: unknown }) => item.reports)).toEqual([null]);
    }
    // Decided: the reports are reviewed and leave the rating.
    const kept = await moderator.client.post(`/api/ratings/${rating.id}/moderation`, { action: "keep" });
    expect(kept.json).toMatchObject({ flagged: false, reports: [] });
  }, 60_000);

  it("is for moderators: the queue, keep, and hide with a public reason (listed, words blanked, not averaged)", async ({
    app,
    db,
    signedInStudent,
  }) => {
    const pair = await matchedPair(app);
    const rating = await studentRates(pair, {
      overall: 1,
      title: "Terrible people",
      text: "Names and insults here, nothing about the work at all.",
    });
    await companyRates(pair);
    await pair.company.client.post(`/api/ratings/${rating.id}/reports`, { reason: "offensive" });
    const moderator = await signedInStudent();
    const hide = { action: "hide", reason: "Insults instead of an account of the placement." };
    // Not (yet) a moderator: may read the rating, may not decide on it.
    expect((await moderator.client.post(`/api/ratings/${rating.id}/moderation`, hide)).status).toBe(403);
    expect((await moderator.client.get("/api/ratings?reported=true")).status).toBe(403);
    await makeModerator(db, moderator.email);

    const queue = await moderator.client.get("/api/ratings?reported=true");
    expect(queue.json.items.map((item: { id: string }) => item.id)).toContain(rating.id);
    const noReason = await moderator.client.post(`/api/ratings/${rating.id}/moderation`, { action: "hide" });
    expect(noReason.status).toBe(400);
    expect(noReason.json.error.fields).toHaveProperty("reason");

    const hidden = await moderator.client.post(`/api/ratings/${rating.id}/moderation`, hide);
    expect(hidden.status).toBe(200);
    expect(hidden.json).toMatchObject({ hidden: { reason: hide.reason }, title: "", text: "", flagged: false });
    const queued = (await moderator.client.get("/api/ratings?reported=true")).json.items;
    expect(queued.map((item: { id: string }) => item.id)).not.toContain(rating.id);
    const onPage = await pair.company.client.get(`/api/ratings?companyId=${pair.company.id}`);
    expect(onPage.json.items).toEqual([
      expect.objectContaining({
        id: rating.id,
        title: "",
        text: "",
        hidden: expect.objectContaining({ reason: hide.reason }),
      }),
    ]);
    expect((await pair.company.client.get(`/api/ratings?companyId=${pair.company.id}&q=insults`)).json.total).toBe(0);
    expect((await pair.student.client.get(`/api/ratings/${rating.id}`)).json).toMatchObject({
      title: "Terrible people",
      hidden: { reason: hide.reason },
    });
    expect((await pair.company.client.get(`/api/companies/${pair.company.id}`)).json.ratings.count).toBe(0);
    const response = await pair.company.client.request("PUT", `/api/ratings/${rating.id}/response`, {
      body: { text: "Thank you" },
    });
    expect(response.json.error.code).toBe(RATING_CONFLICT_CODES.hidden);

    const kept = await moderator.client.post(`/api/ratings/${rating.id}/moderation`, { action: "keep" });
    expect(kept.json).toMatchObject({ hidden: null, title: "Terrible people" });
    expect((await pair.company.client.get(`/api/companies/${pair.company.id}`)).json.ratings.count).toBe(1);
  }, 60_000);
});
