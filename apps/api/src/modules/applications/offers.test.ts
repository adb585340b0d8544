import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect } from "vitest";
import { readOutbox } from "../../lib/mail/read-outbox.ts";
import { it } from "../../test/api-test.ts";
import {
  appliedToNewJob,
  company,
  type Company,
  dayFromNow,
  mailEventsFor,
  moved,
  notificationsOf,
  offerTerms,
  student,
  type Student,
} from "../../test/application-fixtures.ts";
import { later } from "../../test/rating-fixtures.ts";
import type { TestApp } from "../../test/test-app.ts";
import { sweepOffers } from "./sweep-offers.ts";

// Offers (decision 024): the terms a move to `offer` carries, the student's answer, the company's revision,
// the expiry sweep, and that hired needs the student's acceptance.

let acme: Company;
let rival: Company;
it.beforeAll(async ({ app }) => {
  acme = await company(app, "Acme Robotics");
  rival = await company(app, "Rival Works");
});

/** A student who applied to a new job of Acme, and the application (at `interview`, or `offer` when asked). */
function applicant(app: TestApp, options: { offer?: boolean; name?: string; title?: string } = {}) {
  return appliedToNewJob(app, acme, {
    job: { title: options.title ?? "Offer Intern" },
    student: { name: options.name ?? "Lena Meier" },
    moves: [{ status: "interview" }, ...(options.offer ? [{ status: "offer", offer: offerTerms() }] : [])],
  });
}

const accept = (who: Student | Company, id: string) => who.client.post(`/api/applications/${id}/offer/accept`);
const decline = (who: Student | Company, id: string, body?: Record<string, unknown>) =>
  who.client.post(`/api/applications/${id}/offer/decline`, body);

/** The mail of a notification, once the outbox worker has written it (it runs beside the test). */
async function mailOf(app: TestApp, email: string, subject: string) {
  for (let tries = 0; tries < 100; tries++) {
    const mail = (await readOutbox(app.outboxDir)).find((m) => m.to.includes(email) && m.subject.startsWith(subject));
    if (mail) return mail;
    await sleep(100);
  }
  throw new Error(`no mail "${subject}" to ${email}`);
}

describe("making an offer", () => {
  it("carries its terms, and tells the student them in the app and by mail, linking to the job", async ({
    app,
    db,
  }) => {
    const { jobId, who, id } = await applicant(app, { title: "Terms Intern" });
    const terms = offerTerms({ startDate: "2099-03-01", answerBy: dayFromNow(10), message: "Welcome aboard!" });
    const made = await moved(acme, id, { status: "offer", offer: terms });
    expect(made).toMatchObject({
      status: "offer",
      allowedMoves: ["rejected"],
      offer: {
        status: "open",
        startDate: "2099-03-01",
        pay: { amount: 2500, currency: "CHF", period: "month" },
        answerBy: terms.answerBy,
        message: "Welcome aboard!",
        declineReason: null,
        answeredAt: null,
      },
    });
    const mine = await who.client.get(`/api/applications/${id}`);
    expect(mine.json).toMatchObject({ allowedMoves: ["withdrawn"], offer: made.offer });
    const listed = await who.client.get("/api/applications");
    expect(listed.json.items[0].offer).toEqual(made.offer);

    const told = (await notificationsOf(db, who.id)).filter((row) => row.kind === "offer.received");
    expect(told).toHaveLength(1);
    expect(told[0]!.payload).toMatchObject({
      title: 'Acme Robotics offers you "Terms Intern"',
      link: { type: "job", id: jobId },
    });
    expect(told[0]!.payload.body).toContain("Start: 1 Mar 2099\nPay: CHF 2,500 per month\nAnswer by: ");
    expect(told[0]!.payload.body).toContain("Welcome aboard!");
    expect(await mailEventsFor(db, told[0]!.id)).toHaveLength(1);
    const bell = await who.client.get("/api/notifications");
    expect(bell.json.items[0]).toMatchObject({ kind: "offer.received", path: `/job-detail/${jobId}` });

    const mail = await mailOf(app, who.email, 'Acme Robotics offers you "Terms Intern"');
    expect(mail.text).toContain("Pay: CHF 2,500 per month");
    expect(mail.text).toContain("Welcome aboard!");
    expect(mail.links).toContain(`${app.deps.env.baseUrl}/job-detail/${jobId}`);
  });

  it("refuses missing or bad terms with 400 and a message per field, changing nothing", async ({ app }) => {
    const { id } = await applicant(app);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ status: "offer" }, "offer", /Give the offer's terms/],
      [{ status: "shortlisted", offer: offerTerms() }, "offer", /Only an offer has terms/],
      [{ status: "offer", offer: offerTerms({ answerBy: dayFromNow(-1) }) }, "offer.answerBy", /at least until/],
      [{ status: "offer", offer: offerTerms({ answerBy: dayFromNow(0) }) }, "offer.answerBy", /at least until/],
      [{ status: "offer", offer: offerTerms({ answerBy: dayFromNow(61) }) }, "offer.answerBy", /within 60 days/],
      [{ status: "offer", offer: offerTerms({ answerBy: "2027-02-30" }) }, "offer.answerBy", /does not exist/],
      [{ status: "offer", offer: offerTerms({ startDate: "2020-01-01" }) }, "offer.startDate", /has passed/],
      [{ status: "offer", offer: offerTerms({ startDate: undefined }) }, "offer.startDate", /YYYY-MM-DD/],
      [
        { status: "offer", offer: offerTerms({ pay: { amount: -5, currency: "CHF", period: "month" } }) },
        "offer.pay.amount",
        /cannot be negative/,
      ],
      [
        { status: "offer", offer: offerTerms({ pay: { amount: 100, currency: "XYZ", period: "month" } }) },
        "offer.pay.currency",
        /Choose a currency/,
      ],
      [
        { status: "offer", offer: offerTerms({ pay: { amount: 100, currency: "EUR", period: "week" } }) },
        "offer.pay.period",
        /per month or per year/,
      ],
      [{ status: "offer", offer: offerTerms({ message: "   " }) }, "offer.message", /Write a message/],
      [{ status: "offer", offer: offerTerms({ message: "x".repeat(2001) }) }, "offer.message", /at most 2,000/],
    ];
    for (const [body, field, message] of cases) {
      const response = await acme.client.post(`/api/applications/${id}/status`, body);
      expect(response.status, field).toBe(400);
      expect(response.json.error.fields[field], JSON.stringify(body)).toMatch(message);
    }
    const after = await acme.client.get(`/api/applications/${id}`);
    expect(after.json).toMatchObject({ status: "interview", offer: null });
  });
});

describe("hired", () => {
  it("needs the student's acceptance of an offer: 409 offer-not-accepted before, allowed after", async ({ app }) => {
    const { who, id } = await applicant(app);
    const early = await acme.client.post(`/api/applications/${id}/status`, { status: "hired" });
    expect(early.status).toBe(409);
    expect(early.json.error).toMatchObject({ code: "offer-not-accepted", message: expect.stringMatching(/offer/) });

    await moved(acme, id, { status: "offer", offer: offerTerms() });
    const waiting = await acme.client.post(`/api/applications/${id}/status`, { status: "hired" });
    expect(waiting.status).toBe(409);
    expect(waiting.json.error.code).toBe("offer-not-accepted");
    expect((await acme.client.get(`/api/applications/${id}`)).json.status).toBe("offer");

    expect((await accept(who, id)).status).toBe(200);
    expect((await acme.client.get(`/api/applications/${id}`)).json.allowedMoves).toEqual(["hired", "rejected"]);
    const hired = await moved(acme, id, { status: "hired" });
    expect(hired).toMatchObject({ status: "hired", offer: { status: "accepted" } });
  });
});

describe("answering an offer", () => {
  it("is accepted by its student, once; the company is told and the match starts on the offer's day", async ({
    app,
    db,
  }) => {
    const { who, id } = await applicant(app, { name: "Ada Lovelace", title: "Accept Intern" });
    const terms = offerTerms({ startDate: "2099-05-04" });
    const { matchId } = await moved(acme, id, { status: "offer", offer: terms });

    // Nobody else answers it: the company 403 (it is the student's answer), another student or company 404.
    expect((await accept(acme, id)).status).toBe(403);
    expect((await decline(acme, id)).status).toBe(403);
    const stranger = await student(app);
    expect((await accept(stranger, id)).status).toBe(404);
    expect((await decline(stranger, id)).status).toBe(404);
    expect((await accept(who, "not-a-uuid")).status).toBe(404);

    const accepted = await accept(who, id);
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({
      status: "offer",
      offer: { status: "accepted", answeredAt: expect.any(String) },
    });
    const again = await accept(who, id);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("offer-not-open");
    expect((await decline(who, id)).status).toBe(409);

    const told = (await notificationsOf(db, acme.id)).filter((row) => row.kind === "offer.answered");
    expect(told.at(-1)!.payload).toMatchObject({
      title: 'Ada Lovelace accepted your offer for "Accept Intern"',
      link: { type: "application", id },
    });
    expect(await mailEventsFor(db, told.at(-1)!.id)).toHaveLength(1);
    expect((await who.client.get(`/api/matches/${matchId}`)).json.startDate).toBe("2099-05-04");
  });

  it("is declined by its student with an optional reason: final, the application ends, the company is told", async ({
    app,
    db,
  }) => {
    const { who, id } = await applicant(app, { offer: true, name: "Bo Berg", title: "Decline Intern" });
    const long = await decline(who, id, { reason: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.json.error.fields.reason).toMatch(/at most 1,000/);

    const declined = await decline(who, id, { reason: "I chose a job nearer home." });
    expect(declined.status).toBe(200);
    expect(declined.json).toMatchObject({
      status: "withdrawn",
      reasonText: "Declined the offer: I chose a job nearer home.",
      allowedMoves: [],
      offer: { status: "declined", declineReason: "I chose a job nearer home." },
    });
    expect(declined.json.events.at(-1)).toMatchObject({ fromStatus: "offer", toStatus: "withdrawn", by: "student" });
    expect((await accept(who, id)).status).toBe(409);
    const hire = await acme.client.post(`/api/applications/${id}/status`, { status: "hired" });
    expect(hire.status).toBe(409);

    const told = (await notificationsOf(db, acme.id)).filter((row) => row.kind === "offer.answered");
    expect(told.at(-1)!.payload).toMatchObject({
      title: 'Bo Berg declined your offer for "Decline Intern"',
      body: "I chose a job nearer home.",
      link: { type: "application", id },
    });
    const company = await acme.client.get(`/api/applications/${id}`);
    expect(company.json.offer).toMatchObject({ status: "declined" });
    expect(company.json.matchId).toEqual(expect.any(String));
    expect((await who.client.get(`/api/matches/${company.json.matchId}`)).json.endedAt).toEqual(expect.any(String));

    // Without a body: no reason.
    const other = await applicant(app, { offer: true });
    expect((await decline(other.who, other.id)).json).toMatchObject({
      reasonText: "Declined the offer.",
      offer: { declineReason: null },
    });
  });

  it("cannot be answered after its answer-by day, even before the sweep", async ({ app }) => {
    const { who, id } = await applicant(app, { offer: true });
    const late = await later(app, 8, () => accept(who, id));
    expect(late.status).toBe(409);
    expect(late.json.error).toMatchObject({ code: "offer-not-open", message: expect.stringMatching(/expired/) });
  });

  it("is withdrawn when the company rejects the application, and cannot be answered then", async ({ app }) => {
    const { who, id } = await applicant(app, { offer: true });
    const rejected = await moved(acme, id, { status: "rejected", reasonCode: "position-filled" });
    expect(rejected.offer).toMatchObject({ status: "withdrawn" });
    expect((await accept(who, id)).status).toBe(409);
  });
});

describe("revising an offer", () => {
  it("changes the terms while unanswered and tells the student; the job's company only", async ({ app, db }) => {
    const { jobId, who, id } = await applicant(app, { offer: true, title: "Revise Intern" });
    const terms = offerTerms({ pay: { amount: 3000, currency: "EUR", period: "month" }, answerBy: dayFromNow(14) });
    expect((await rival.client.put(`/api/applications/${id}/offer`, terms)).status).toBe(404);
    expect((await who.client.put(`/api/applications/${id}/offer`, terms)).status).toBe(403);
    const bad = await acme.client.put(`/api/applications/${id}/offer`, { ...terms, answerBy: "soon" });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.answerBy).toMatch(/YYYY-MM-DD/);

    const revised = await acme.client.put(`/api/applications/${id}/offer`, terms);
    expect(revised.status).toBe(200);
    expect(revised.json.offer).toMatchObject({
      status: "open",
      pay: { amount: 3000, currency: "EUR" },
      answerBy: terms.answerBy,
    });
    const told = (await notificationsOf(db, who.id)).filter((row) => row.kind === "offer.received");
    expect(told.at(-1)!.payload).toMatchObject({
      title: 'Acme Robotics changed its offer for "Revise Intern"',
      link: { type: "job", id: jobId },
    });
    expect(told.at(-1)!.payload.body).toContain("Pay: EUR 3,000 per month");

    await accept(who, id);
    const afterAnswer = await acme.client.put(`/api/applications/${id}/offer`, terms);
    expect(afterAnswer.status).toBe(409);
    expect(afterAnswer.json.error.code).toBe("offer-not-open");
  });
});

describe("the offer sweep", () => {
  it("expires an unanswered offer after its answer-by day, once, and tells both sides", async ({ app, db }) => {
    const { who, id } = await applicant(app, { offer: true, name: "Cy Young", title: "Expiry Intern" });
    const answered = await applicant(app, { offer: true });
    await accept(answered.who, answered.id);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

    // On its answer-by day it is still open.
    await sweepOffers({ db, now: inDays(7) });
    expect((await who.client.get(`/api/applications/${id}`)).json.offer.status).toBe("open");

    await Promise.all([sweepOffers({ db, now: inDays(8) }), sweepOffers({ db, now: inDays(8) })]);
    await sweepOffers({ db, now: inDays(9) });
    const read = await who.client.get(`/api/applications/${id}`);
    expect(read.json).toMatchObject({
      status: "withdrawn",
      reasonText: expect.stringMatching(/^The offer expired unanswered \(answer by /),
      offer: { status: "expired" },
    });
    expect(read.json.events.at(-1)).toMatchObject({ fromStatus: "offer", toStatus: "withdrawn" });
    // The accepted offer stays.
    expect((await answered.who.client.get(`/api/applications/${answered.id}`)).json.offer.status).toBe("accepted");

    const studentTold = (await notificationsOf(db, who.id)).filter((row) => row.kind === "offer.received");
    expect(studentTold.map((row) => row.payload.title)).toEqual([
      'Acme Robotics offers you "Expiry Intern"',
      'The offer from Acme Robotics for "Expiry Intern" expired unanswered',
    ]);
    const companyTold = (await notificationsOf(db, acme.id)).filter(
      (row) => row.kind === "offer.answered" && row.payload.link?.id === id,
    );
    expect(companyTold.map((row) => row.payload.title)).toEqual([
      'Your offer to Cy Young for "Expiry Intern" expired unanswered',
    ]);
    expect((await accept(who, id)).status).toBe(409);
  });
});
