import { eq, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { applicationEvents } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { applied, company, job, moved, student } from "../../test/application-fixtures.ts";
import { AFTER_REVEAL_DAYS, companyRates, later, matchedPair, studentRates } from "../../test/rating-fixtures.ts";

describe("a company's ratings on its page", () => {
  it("counts revealed ratings only and shows averages from three on", async ({ app }) => {
    const first = await matchedPair(app);
    const second = await matchedPair(app, { company: first.company });
    const third = await matchedPair(app, { company: first.company });
    const page = async () => (await first.student.client.get(`/api/companies/${first.company.id}`)).json.ratings;

    await studentRates(first, { overall: 5, wouldRecommend: true });
    await companyRates(first);
    await studentRates(second, { overall: 3, wouldRecommend: false });
    await companyRates(second);
    // Still blind: not counted.
    await studentRates(third, {
      overall: 1,
      categories: { mentoring: 1, learning: 1, environment: 1, organisation: 1, pay: 1 },
    });
    expect(await page()).toMatchObject({
      count: 2,
      average: null,
      distribution: [0, 0, 1, 0, 1],
      recommendShare: null,
      categories: expect.arrayContaining([{ key: "pay", label: "Fairness of pay", average: null }]),
    });
    await later(app, AFTER_REVEAL_DAYS, async () => {
      const summary = await page();
      expect(summary).toMatchObject({ count: 3, average: 3, distribution: [1, 0, 1, 0, 1], recommendShare: 0.67 });
      expect(summary.categories[0]).toEqual({ key: "mentoring", label: "Mentoring", average: 3 });
    });
  }, 60_000);
});

describe("a company's responsiveness", () => {
  it("is the share of last year's applications it answered and the median days to its first move", async ({
    app,
    db,
  }) => {
    const owner = await company(app, "Quick Replies");
    const jobId = await job(owner);
    const applications = [];
    for (let index = 0; index < 3; index += 1) applications.push(await applied(await student(app), jobId));
    const page = async () => (await owner.client.get(`/api/companies/${owner.id}`)).json.responsiveness;
    expect(await page()).toEqual({ applications: 3, answeredShare: 0, medianDaysToAnswer: null });

    // First answered after two days (reviewed, then shortlisted later), the second after four; the third not.
    await moved(owner, applications[0]!.id, { status: "reviewed" });
    await moved(owner, applications[0]!.id, { status: "shortlisted" });
    await moved(owner, applications[1]!.id, { status: "rejected", reasonCode: "experience" });
    for (const [index, days] of [
      [0, 2],
      [1, 4],
    ] as const) {
      await db
        .update(applicationEvents)
        .set({ createdAt: sql`${applicationEvents.createdAt} + make_interval(days => ${days})` })
        .where(
          sql`${eq(applicationEvents.applicationId, applications[index]!.id)} and ${applicationEvents.actorRole} = 'company'`,
        );
    }
    expect(await page()).toEqual({ applications: 3, answeredShare: 0.67, medianDaysToAnswer: 3 });
    // A year on, none of them is recent.
    await later(app, 366, async () =>
      expect(await page()).toEqual({ applications: 0, answeredShare: null, medianDaysToAnswer: null }),
    );
  }, 60_000);
});
