import { APPLICATION_STATUSES, isOpenApplicationStatus } from "@stint/shared/application-statuses";
import { INVITATION_STATUSES, OVERDUE_AFTER_DAYS } from "@stint/shared/applications";
import { type Rating } from "@stint/shared/ratings";
import { OPERATOR_PERMISSIONS } from "@stint/shared/operators";
import { type Round, type RoundSummary } from "@stint/shared/rounds";
import { and, asc, count, eq, inArray, isNotNull, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect } from "vitest";
import type { Db } from "../db/client.ts";
import { it } from "../test/api-test.ts";
import type { TestApp } from "../test/test-app.ts";
import {
  applicationEvents,
  applications,
  companies,
  cvs,
  files,
  invitations,
  jobs,
  matches,
  notifications,
  offers,
  outboxEvents,
  ratings,
  roundOutcomes,
  rounds,
  students,
} from "../db/schema/index.ts";
import { sweepRatingNotifications } from "../modules/ratings/sweep-rating-notifications.ts";
import { DEMO_PLAUSIBILITY, type DemoSnapshot, unknownRuleSkills } from "../test/demo-plausibility.ts";
import { readDemoSnapshot } from "../test/demo-snapshot.ts";
import { newOperator } from "../test/operator-fixtures.ts";
import { sweepOffers } from "../modules/applications/sweep-offers.ts";
import { sweepRounds } from "../modules/rounds/sweep-rounds.ts";
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_STUDENTS } from "./demo-accounts.ts";
import { DEMO_INVITED_OPERATOR_EMAIL, DEMO_OPERATOR_EMAIL } from "./demo-operator.ts";
import {
  DEMO_COMPANY_COUNT,
  DEMO_JOB_COUNT,
  DEMO_PDF_COUNT,
  DEMO_STUDENT_COUNT,
  loadDemoData,
} from "./load-demo-data.ts";

// The test signs in a dozen accounts from one address, more than the sign-in rate limit allows.
it.override({ appEnv: { RATE_LIMIT: "false" } });
it.beforeAll(async ({ app }) => {
  await loadDemoData({ deps: app.deps });
}, 120_000);

async function signIn(app: TestApp, email: string) {
  const client = app.client();
  const response = await client.post("/api/auth/sign-in/email", { email, password: DEMO_PASSWORD });
  expect(response.status, email).toBe(200);
  return client;
}

/** How many rows `table` holds, or those of them that match `where`. */
async function countRows(db: Db, table: PgTable, where?: SQL) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row!.n;
}

describe("loadDemoData", () => {
  it("creates the companies, students and jobs, with real places", async ({ db }) => {
    expect(await countRows(db, companies)).toBe(DEMO_COMPANY_COUNT);
    expect(await countRows(db, students)).toBe(DEMO_STUDENT_COUNT);
    expect(await countRows(db, jobs)).toBe(DEMO_JOB_COUNT);
    expect(await countRows(db, jobs, eq(jobs.status, "published"))).toBeGreaterThan(DEMO_JOB_COUNT / 2);
    const rows = [
      ...(await db.select({ address: companies.address }).from(companies)),
      ...(await db.select({ address: students.address }).from(students)),
    ];
    expect(rows.filter((row) => !row.address || !Number.isFinite(row.address.lat))).toEqual([]);
  });

  it("gives every student CVs with exactly one primary, and a mix of open and closed students", async ({ db }) => {
    const perStudent = await db.select({ studentId: cvs.studentId, total: count() }).from(cvs).groupBy(cvs.studentId);
    expect(perStudent).toHaveLength(DEMO_STUDENT_COUNT);
    // As many primaries as students, and the unique index allows one each: exactly one each.
    expect(await countRows(db, cvs, eq(cvs.isPrimary, true))).toBe(DEMO_STUDENT_COUNT);
    expect(perStudent.some((row) => row.total > 1)).toBe(true);
    const open = await countRows(db, students, eq(students.openToOffers, true));
    expect(open).toBeGreaterThan(DEMO_STUDENT_COUNT / 4);
    expect(open).toBeLessThan(DEMO_STUDENT_COUNT);
    // The flat skill copy matching reads is filled like the create service fills it.
    const [row] = await db.select().from(cvs).limit(1);
    expect(row!.skillIds).toEqual(row!.skills.map((ref) => ref.skillId));
  });

  it("attaches PDFs, stored as the student's CV files, the named students' among them", async ({ db }) => {
    const withPdf = await db
      .select({ studentId: cvs.studentId, ownerId: files.ownerId, purpose: files.purpose, size: files.size })
      .from(cvs)
      .innerJoin(files, eq(files.id, cvs.fileId));
    expect(withPdf).toHaveLength(DEMO_PDF_COUNT);
    expect(withPdf.every((row) => row.ownerId === row.studentId && row.purpose === "cv" && row.size > 1000)).toBe(true);
    const named = await db
      .select({ email: students.emailAddress })
      .from(cvs)
      .innerJoin(students, eq(students.id, cvs.studentId))
      .where(and(isNotNull(cvs.fileId), eq(cvs.isPrimary, true)));
    expect(named.map((row) => row.email)).toEqual(expect.arrayContaining(DEMO_STUDENTS.map((s) => s.email)));
  });

  it("makes the printed sign-ins work, the jobs searchable and the named students' CVs readable", async ({
    app,
    signedInCompany,
  }) => {
    const company = await signIn(app, "talent@helvetia-robotics.example");
    // A company none of them applied to: the demo companies see their applicants' CVs whatever they chose.
    const stranger = (await signedInCompany()).client;
    const search = await company.get("/api/jobs?q=engineer");
    expect(search.status).toBe(200);
    expect(search.json.total).toBeGreaterThan(0);

    for (const demo of DEMO_STUDENTS) {
      const student = await signIn(app, demo.email);
      const list = await student.get("/api/cvs");
      expect(list.status).toBe(200);
      expect(list.json.items[0]).toMatchObject({ isPrimary: true, hasFile: true });
      const cv = await student.get(`/api/cvs/${list.json.items[0].id}`);
      expect(cv.json.file).toMatchObject({ purpose: "cv", contentType: "application/pdf" });
      // What a company sees follows the student's choice.
      expect((await stranger.get(`/api/cvs/${cv.json.id}`)).status).toBe(demo.openToOffers ? 200 : 404);
    }
  });

  it("signs in a generated student too (the bulk path stores the same credential as sign-up)", async ({ app, db }) => {
    const [generated] = await db
      .select({ email: students.emailAddress })
      .from(students)
      .where(eq(students.university, "KU Leuven"))
      .limit(1);
    const client = await signIn(app, generated!.email);
    expect((await client.get("/api/me")).json).toMatchObject({ account: { role: "student" } });
  });

  it("has an operator with every permission, who lands on the console and reads how the operators came to be", async ({
    app,
  }) => {
    const client = await signIn(app, DEMO_OPERATOR_EMAIL);
    expect((await client.get("/api/me")).json).toMatchObject({
      role: null,
      operator: { permissions: [...OPERATOR_PERMISSIONS] },
    });
    const listed = await client.get("/api/admin/operators");
    expect(listed.json.items.map((item: { email: string }) => item.email).sort()).toEqual(
      [DEMO_INVITED_OPERATOR_EMAIL, DEMO_OPERATOR_EMAIL].sort(),
    );
    const log = await client.get("/api/admin/audit-log?action=operator");
    expect(log.json.items.map((line: { actorLabel: string; subjectLabel: string }) => line.subjectLabel)).toEqual([
      DEMO_INVITED_OPERATOR_EMAIL,
      DEMO_OPERATOR_EMAIL,
    ]);
  });

  it("gives every demo student and demo company applications in every state", async ({ db }) => {
    const rows = await db
      .select({
        status: applications.status,
        studentEmail: students.emailAddress,
        companyEmail: companies.emailAddress,
      })
      .from(applications)
      .innerJoin(students, eq(students.id, applications.studentId))
      .innerJoin(companies, eq(companies.id, applications.companyId));
    const statesOf = (pick: (row: (typeof rows)[number]) => string, email: string) =>
      [...new Set(rows.filter((row) => pick(row) === email).map((row) => row.status))].sort();
    const everyState = [...APPLICATION_STATUSES].sort();
    for (const student of DEMO_STUDENTS) expect(statesOf((row) => row.studentEmail, student.email)).toEqual(everyState);
    for (const company of DEMO_COMPANIES)
      expect(statesOf((row) => row.companyEmail, company.email)).toEqual(everyState);
    // Generated students apply to the demo companies' jobs too: their lists have dozens of rows.
    for (const company of DEMO_COMPANIES) {
      expect(rows.filter((row) => row.companyEmail === company.email).length).toBeGreaterThanOrEqual(24);
    }
  });

  it("keeps each application's status, times and match consistent with its history", async ({ db }) => {
    const all = await db
      .select({
        id: applications.id,
        status: applications.status,
        studentId: applications.studentId,
        companyId: applications.companyId,
        reasonCode: applications.reasonCode,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
        companyActedAt: applications.companyActedAt,
        jobStatus: jobs.status,
        publishedAt: jobs.publishedAt,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId));
    const events = await db.select().from(applicationEvents).orderBy(asc(applicationEvents.id));
    const matchRows = await db.select().from(matches);
    const matchOf = new Map(matchRows.map((row) => [row.applicationId, row]));
    const now = Date.now();
    expect(all.length).toBeGreaterThan(200);
    for (const application of all) {
      const history = events.filter((event) => event.applicationId === application.id);
      const context = { application, history };
      // Applied by the student first, then one step at a time from where the last one ended.
      expect(history[0], JSON.stringify(context)).toMatchObject({
        fromStatus: null,
        toStatus: "applied",
        actorRole: "student",
      });
      history.slice(1).forEach((event, index) => expect(event.fromStatus).toBe(history[index]!.toStatus));
      expect(history.at(-1)!.toStatus).toBe(application.status);
      // Times: in order, after the job was published, before now; the row's times are its history's.
      const times = history.map((event) => event.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[0]).toBeGreaterThanOrEqual(application.publishedAt!.getTime());
      expect(times.at(-1)).toBeLessThan(now);
      expect(application.createdAt.getTime()).toBe(times[0]);
      expect(application.updatedAt.getTime()).toBe(times.at(-1));
      const companySteps = history.filter((event) => event.actorRole === "company");
      expect(application.companyActedAt?.getTime() ?? null).toBe(companySteps.at(-1)?.createdAt.getTime() ?? null);
      if (application.status === "rejected") expect(application.reasonCode).not.toBeNull();
      expect(["published", "closed"]).toContain(application.jobStatus);
      // A closed job has answered everyone.
      if (application.jobStatus === "closed") expect(isOpenApplicationStatus(application.status)).toBe(false);

      // Shortlisted or later, even if rejected or withdrawn since: matched, and the match ended with it.
      const reachedShortlist = history.some((event) =>
        ["shortlisted", "interview", "offer", "hired"].includes(event.toStatus),
      );
      const match = matchOf.get(application.id);
      if (reachedShortlist) expect(match, JSON.stringify(context)).toBeDefined();
      if (match) {
        expect(match).toMatchObject({ studentId: application.studentId, companyId: application.companyId });
        expect(match.endedAt !== null).toBe(application.status === "rejected" || application.status === "withdrawn");
      }
    }
    expect(new Set(matchRows.map((row) => row.applicationId)).size).toBe(matchRows.length);
  });

  it("answers invitations as the services do: accepted ones applied and matched", async ({ db }) => {
    const rows = await db
      .select({
        id: invitations.id,
        status: invitations.status,
        respondedAt: invitations.respondedAt,
        createdAt: invitations.createdAt,
        applicationId: invitations.applicationId,
        studentId: invitations.studentId,
        openToOffers: students.openToOffers,
        email: students.emailAddress,
        applicationInvitationId: applications.invitationId,
        applicationStudentId: applications.studentId,
        applicationCreatedAt: applications.createdAt,
        matchSource: matches.source,
      })
      .from(invitations)
      .innerJoin(students, eq(students.id, invitations.studentId))
      .leftJoin(applications, eq(applications.id, invitations.applicationId))
      .leftJoin(matches, eq(matches.applicationId, invitations.applicationId));
    // Every state but `ended`, which only a job closing or a company leaving gives (the demo's jobs are open).
    const demoStatuses = INVITATION_STATUSES.filter((status) => status !== "ended");
    expect([...new Set(rows.map((row) => row.status))].sort()).toEqual([...demoStatuses].sort());
    for (const row of rows) {
      expect(row.openToOffers).toBe(true);
      if (row.status === "accepted") {
        expect(row).toMatchObject({
          applicationInvitationId: row.id,
          applicationStudentId: row.studentId,
          matchSource: "invitation",
        });
        expect(row.applicationCreatedAt).toEqual(row.respondedAt);
      } else {
        expect(row.applicationId).toBeNull();
      }
      expect(row.respondedAt === null).toBe(row.status === "open");
      if (row.respondedAt) expect(row.respondedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
    }
    // Every demo student open to offers has one of each.
    for (const student of DEMO_STUDENTS.filter((s) => s.openToOffers)) {
      const own = rows.filter((row) => row.email === student.email).map((row) => row.status);
      expect([...new Set(own)].sort()).toEqual([...demoStatuses].sort());
    }
  });

  it("gives each demo student a hire that has started, and each demo company one", async ({ db }) => {
    const today = new Date().toISOString().slice(0, 10);
    const hires = await db
      .select({
        studentEmail: students.emailAddress,
        companyEmail: companies.emailAddress,
        startDate: matches.startDate,
      })
      .from(matches)
      .innerJoin(applications, eq(applications.id, matches.applicationId))
      .innerJoin(students, eq(students.id, matches.studentId))
      .innerJoin(companies, eq(companies.id, matches.companyId))
      .where(eq(applications.status, "hired"));
    const started = hires.filter((hire) => hire.startDate !== null && hire.startDate < today);
    for (const student of DEMO_STUDENTS) expect(started.map((hire) => hire.studentEmail)).toContain(student.email);
    for (const company of DEMO_COMPANIES) expect(started.map((hire) => hire.companyEmail)).toContain(company.email);
  });

  it("gives every application that reached an offer its offer: open ones answerable, hired ones accepted", async ({
    db,
  }) => {
    const today = new Date().toISOString().slice(0, 10);
    const rows = await db
      .select({ status: applications.status, offer: offers.status, answerBy: offers.answerBy, pay: offers.payAmount })
      .from(applications)
      .leftJoin(offers, eq(offers.applicationId, applications.id))
      .where(inArray(applications.status, ["offer", "hired"]));
    const open = rows.filter((row) => row.status === "offer");
    expect(open.length).toBeGreaterThan(0);
    for (const row of open) {
      expect(row).toMatchObject({ offer: "open", pay: expect.any(Number) });
      expect(row.answerBy! > today).toBe(true);
    }
    for (const row of rows.filter((r) => r.status === "hired" && r.offer !== null)) expect(row.offer).toBe("accepted");
    expect(await sweepOffers({ db, now: new Date() })).toBe(0);
  });

  it("shows the history in the API: overdue applications, notifications, and mails no one", async ({ app, db }) => {
    const company = await signIn(app, DEMO_COMPANIES[0]!.email);
    const overdue = await company.get("/api/applications?overdue=true");
    expect(overdue.status).toBe(200);
    expect(overdue.json.total).toBeGreaterThan(0);
    for (const item of overdue.json.items) {
      expect(item.overdue).toBe(true);
      expect(Date.now() - Date.parse(item.updatedAt)).toBeGreaterThan(OVERDUE_AFTER_DAYS * 86_400_000);
    }
    const notices = await company.get("/api/notifications?limit=50");
    expect(notices.status).toBe(200);
    expect(notices.json.items.length).toBeGreaterThan(10);

    const student = await signIn(app, DEMO_STUDENTS[0]!.email);
    const matched = await student.get("/api/matches");
    expect(matched.json.total).toBeGreaterThanOrEqual(3);
    const detail = await student.get(
      `/api/applications/${(await student.get("/api/applications?status=rejected")).json.items[0].id}`,
    );
    expect(detail.json.events.at(-1)).toMatchObject({ toStatus: "rejected", by: "company" });

    // History, not news: nothing waits to be mailed, and nothing was.
    expect(await countRows(db, outboxEvents, eq(outboxEvents.kind, "notification.mail"))).toBe(0);
    expect(await countRows(db, notifications, isNotNull(notifications.mailedAt))).toBe(0);
    const recipients = await db
      .selectDistinct({ id: notifications.recipientId })
      .from(notifications)
      .where(inArray(notifications.kind, ["application.created", "match.created"]));
    expect(recipients.length).toBeGreaterThan(DEMO_COMPANIES.length);
  });

  it("rates the started placements in every state, for the demo accounts to see", async ({ app, db }) => {
    const company = await signIn(app, DEMO_COMPANIES[0]!.email);
    const page = (await company.get(`/api/companies/${(await company.get("/api/me")).json.user.id}`)).json;
    expect(page.ratings.count).toBeGreaterThanOrEqual(3);
    expect(page.ratings.average).not.toBeNull();
    expect(page.responsiveness.answeredShare).toBeGreaterThan(0);
    const received = (await company.get("/api/ratings?tab=received&limit=100")).json.items as Rating[];
    expect(received.some((rating) => rating.response !== null)).toBe(true);
    expect(received.some((rating) => rating.flagged && rating.hidden === null)).toBe(true);
    expect(received.some((rating) => rating.student === null)).toBe(true);

    const lena = await signIn(app, DEMO_STUDENTS[0]!.email);
    expect((await lena.get("/api/ratings/rateable")).json.items.length).toBeGreaterThanOrEqual(1);
    expect((await lena.get("/api/ratings?tab=received")).json.total).toBeGreaterThanOrEqual(1);
    const all = await db.select().from(ratings);
    expect(all.some((rating) => rating.signed)).toBe(true);
    const hidden = all.find((rating) => rating.hiddenAt !== null)!;
    expect((await lena.get(`/api/ratings/${hidden.id}`)).json).toMatchObject({
      text: "",
      hidden: { reason: hidden.hiddenReason },
    });
    // One side rated and still blind: its author sees it, editable.
    const waiting = await signIn(app, "sofia.rossi@student.example");
    const given = (await waiting.get("/api/ratings?tab=given")).json.items as Rating[];
    expect(given.some((rating) => !rating.revealed && rating.editable)).toBe(true);
    // The operators' queue (a former moderator, Sofia has none), and nothing for the rating sweep to announce
    // (or mail) again.
    expect((await waiting.get("/api/admin/moderation/ratings")).status).toBe(403);
    const operator = await newOperator(app, ["moderation"]);
    expect((await operator.client.get("/api/admin/moderation/ratings")).json.total).toBeGreaterThanOrEqual(1);
    expect(await sweepRatingNotifications({ db, now: new Date() })).toEqual({ due: 0, revealed: 0 });
  });

  it("gives the demo accounts conversations to open", async ({ app }) => {
    for (const email of [DEMO_STUDENTS[0]!.email, DEMO_COMPANIES[0]!.email]) {
      const client = await signIn(app, email);
      const inbox = await client.get("/api/conversations");
      expect(inbox.status).toBe(200);
      expect(inbox.json.items.length, email).toBeGreaterThan(0);
      const [first] = inbox.json.items;
      expect(first.jobs.length).toBeGreaterThan(0);
      const page = await client.get(`/api/conversations/${first.id}/messages`);
      expect(page.json.items.length).toBeGreaterThan(1);
    }
  });

  it("does nothing on a database that has users", async ({ app, db }) => {
    const counts = async () =>
      Promise.all(
        [companies, students, jobs, cvs, applications, invitations, matches, notifications].map((table) =>
          countRows(db, table),
        ),
      );
    const before = await counts();
    await loadDemoData({ deps: app.deps });
    expect(await counts()).toEqual(before);
    expect(before[0]).toBeGreaterThanOrEqual(DEMO_COMPANY_COUNT);
  });
});

// Each kind of mismatch a reader of the demo would notice (test/demo-plausibility.ts), listed where found.
describe("loadDemoData: a believable demo", () => {
  let snapshot: Promise<DemoSnapshot> | undefined;
  it("checks its rules against skills the vocabulary knows", () => {
    expect(unknownRuleSkills()).toEqual([]);
  });
  it.for(Object.entries(DEMO_PLAUSIBILITY))("%s", async ([, check], { db }) => {
    snapshot ??= readDemoSnapshot(db);
    expect(check(await snapshot)).toEqual([]);
  });
});

describe("loadDemoData: placement rounds", () => {
  const DAY = 86_400_000;
  const fromNow = (iso: string) => (Date.parse(iso) - Date.now()) / DAY;
  type Client = Awaited<ReturnType<typeof signIn>>;
  const roundsOf = async (client: Client) => (await client.get("/api/rounds")).json.items as RoundSummary[];
  const roundOf = async (client: Client, id: string) => {
    const response = await client.get(`/api/rounds/${id}`);
    expect(response.status, response.text).toBe(200);
    return response.json as Round;
  };
  const [creator, partner] = DEMO_COMPANIES as [(typeof DEMO_COMPANIES)[number], (typeof DEMO_COMPANIES)[number]];

  it("gives the demo company a scheduled interview both sides see", async ({ app }) => {
    const helvetia = await signIn(app, DEMO_COMPANIES[0]!.email);
    const upcoming = await helvetia.get("/api/interviews?upcoming=true");
    expect(upcoming.status).toBe(200);
    expect(upcoming.json).toEqual([expect.objectContaining({ status: "scheduled", timeZone: "Europe/Zurich" })]);
    const interview = upcoming.json[0];
    expect(interview.chosenSlotId).toBe(interview.slots[0].id);
    const application = await helvetia.get(`/api/applications/${interview.applicationId}`);
    expect(application.json.status).toBe("interview");
  });

  it("gives the demo company a round to rank in, one to join and one whose places wait for answers", async ({
    app,
  }) => {
    const helvetia = await signIn(app, creator.email);
    const list = await roundsOf(helvetia);
    expect(list).toHaveLength(3);

    // Ranking, with the partner as a joined member, deadlines a week and two weeks away.
    const ranking = list.find((round) => round.status === "ranking")!;
    expect(ranking).toMatchObject({ creatorCompanyName: creator.name, membership: "joined", todo: "rank" });
    expect(fromNow(ranking.rankingDeadline)).toBeGreaterThan(6.9);
    expect(fromNow(ranking.rankingDeadline)).toBeLessThan(7.1);
    expect(fromNow(ranking.confirmationDeadline)).toBeGreaterThan(13.9);
    expect(fromNow(ranking.confirmationDeadline)).toBeLessThan(14.1);
    const open = await roundOf(helvetia, ranking.id);
    expect(open.members).toEqual([
      expect.objectContaining({ companyName: creator.name, status: "joined", creator: true }),
      expect.objectContaining({ companyName: partner.name, status: "joined", creator: false }),
    ]);
    expect(open.jobs.length).toBeGreaterThanOrEqual(2);
    expect(open.jobs.length).toBeLessThanOrEqual(3);
    for (const job of open.jobs) {
      expect(job.capacity).toBeGreaterThanOrEqual(1);
      expect(job.capacity).toBeLessThanOrEqual(job.openings);
      expect(job.rankable, job.title).toBeGreaterThan(0);
    }
    expect(new Set(open.jobs.map((job) => job.companyName))).toEqual(new Set([creator.name, partner.name]));
    // One of its jobs ranked, the other not; some students ranked, not all.
    const own = open.jobs.filter((job) => job.mine);
    expect(own.map((job) => job.ranked > 0).sort()).toEqual([false, true]);
    expect(open.students.ranked).toBeGreaterThan(0);
    expect(open.students.ranked).toBeLessThan(open.students.eligible);
    const rankedJob = own.find((job) => job.ranked > 0)!;
    const ranked = (await helvetia.get(`/api/rounds/${ranking.id}/jobs/${rankedJob.jobId}/ranking`)).json;
    expect(ranked.rankedAt).not.toBeNull();
    const positions = ranked.applicants.flatMap((applicant: { position: number | null }) => applicant.position ?? []);
    expect(positions).toEqual(positions.map((_: number, index: number) => index + 1));

    // Invited by the partner, not joined yet.
    const invited = list.find((round) => round.membership === "invited")!;
    expect(invited).toMatchObject({ creatorCompanyName: partner.name, todo: "answer-invitation" });
    expect(["draft", "ranking"]).toContain(invited.status);
    expect((await roundOf(helvetia, invited.id)).company).toMatchObject({ membership: "invited", creator: false });

    // Ran at its ranking deadline; places in every state, confirmation closes in a few days.
    const ran = list.find((round) => round.status === "confirming")!;
    expect(ran).toMatchObject({ creatorCompanyName: creator.name, membership: "joined", todo: "answer-place" });
    expect(fromNow(ran.confirmationDeadline)).toBeGreaterThan(2);
    expect(fromNow(ran.confirmationDeadline)).toBeLessThan(4);
    const result = await roundOf(helvetia, ran.id);
    expect(result.runs).toEqual([expect.objectContaining({ run: 1, ranBy: null, placed: 4 })]);
    const places = result.company!.places;
    const one = (status: string, studentAnswer: string | null, companyAnswer: string | null) => {
      const found = places.filter(
        (place) =>
          place.status === status && place.studentAnswer === studentAnswer && place.companyAnswer === companyAnswer,
      );
      expect(found, `${status} ${studentAnswer} ${companyAnswer}`).toHaveLength(1);
      return found[0]!;
    };
    const confirmed = one("confirmed", "confirmed", "confirmed");
    one("proposed", "confirmed", null);
    one("declined", "declined", null);
    expect(one("proposed", null, null).studentName).toBe(DEMO_STUDENTS[0]!.name);
    expect(places).toHaveLength(4);
    // Both confirmed: the application is hired, with its history.
    const hired = (await helvetia.get(`/api/applications/${confirmed.applicationId}`)).json;
    expect(hired).toMatchObject({ status: "hired" });
    expect(hired.events.at(-1)).toMatchObject({ toStatus: "hired", by: "company" });
    // The company learns why students it ranked went elsewhere.
    expect(result.company!.reasons.length).toBeGreaterThan(0);
    for (const reason of result.company!.reasons) expect(reason.studentName).not.toBe("");
    for (const job of result.jobs) expect(job.capacity).toBeLessThanOrEqual(job.openings);
  });

  it("lets the demo students rank, answer a place and read why they got none", async ({ app }) => {
    const lena = await signIn(app, DEMO_STUDENTS[0]!.email);
    const list = await roundsOf(lena);
    // The draft is not hers to see; the open round asks her to rank, the one that ran to answer her place.
    expect(list.map((round) => [round.status, round.todo]).sort()).toEqual([
      ["confirming", "answer-place"],
      ["ranking", "rank"],
    ]);
    const ranking = list.find((round) => round.status === "ranking")!;
    const open = await roundOf(lena, ranking.id);
    expect(open.student!.rankedAt).toBeNull();
    expect(open.student!.rankable.length).toBeGreaterThanOrEqual(2);
    expect(open.student!.rankable.every((job) => job.position === null)).toBe(true);
    // She may rank (taken back afterwards, so the demo stays as it was).
    const jobIds = open.student!.rankable.map((job) => job.jobId).reverse();
    const saved = await lena.put(`/api/rounds/${ranking.id}/ranking`, { jobIds });
    expect(saved.status, saved.text).toBe(200);
    expect((await roundOf(lena, ranking.id)).student!.rankable.map((job) => job.jobId)).toEqual(jobIds);
    expect((await lena.put(`/api/rounds/${ranking.id}/ranking`, { jobIds: [] })).status).toBe(200);
    expect((await roundsOf(lena)).find((round) => round.id === ranking.id)!.todo).toBe("rank");

    const ran = list.find((round) => round.status === "confirming")!;
    const outcome = (await roundOf(lena, ran.id)).student!.outcome!;
    expect(outcome.place).toMatchObject({ status: "proposed", studentAnswer: null, companyAnswer: null });
    expect(outcome.place!.companyName).toBe(creator.name);

    // The second demo student got no place, and reads why for each job he ranked.
    const jonas = await signIn(app, DEMO_STUDENTS[1]!.email);
    const missed = (await roundOf(jonas, ran.id)).student!.outcome!;
    expect(missed.place).toBeNull();
    expect(missed.reasons.map((reason) => reason.choice)).toEqual([1, 2]);
    for (const reason of missed.reasons) expect(reason.jobTitle).not.toBe("");

    // The partner has its own job of the open round to rank, and its draft.
    const partnerClient = await signIn(app, partner.email);
    const partnerList = await roundsOf(partnerClient);
    expect(partnerList.find((round) => round.id === ranking.id)).toMatchObject({ membership: "joined", todo: "rank" });
    expect(partnerList.find((round) => round.status === "draft")).toMatchObject({ membership: "joined" });
  });

  it("told everyone what the rounds module tells, and leaves the time sweep nothing to do", async ({ db }) => {
    const roundRows = await db.select().from(rounds);
    const told = await db
      .select({ recipientId: notifications.recipientId, kind: notifications.kind, payload: notifications.payload })
      .from(notifications)
      .where(
        inArray(notifications.kind, [
          "round.invited",
          "round.opened",
          "round.deadline",
          "round.result",
          "round.confirm",
        ]),
      );
    const toldAbout = (roundId: string, kind: string) =>
      told.filter((row) => row.kind === kind && row.payload.link?.id === roundId).map((row) => row.recipientId);
    const [creatorRow] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.emailAddress, creator.email));
    const [partnerRow] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.emailAddress, partner.email));
    const ranking = roundRows.find((round) => round.status === "ranking")!;
    const draft = roundRows.find((round) => round.creatorCompanyId === partnerRow!.id)!;
    const ran = roundRows.find((round) => round.status === "confirming")!;
    expect(toldAbout(ranking.id, "round.invited")).toEqual([partnerRow!.id]);
    expect(toldAbout(ranking.id, "round.opened")).toContain(partnerRow!.id);
    expect(toldAbout(draft.id, "round.invited")).toEqual([creatorRow!.id]);
    // Every student of the run heard its result, and so did the company; it heard each answer.
    const outcomes = await db.select().from(roundOutcomes).where(eq(roundOutcomes.roundId, ran.id));
    expect(toldAbout(ran.id, "round.result").sort()).toEqual(
      [...outcomes.map((outcome) => outcome.studentId), creatorRow!.id].sort(),
    );
    expect(toldAbout(ran.id, "round.confirm")).toEqual([creatorRow!.id, creatorRow!.id, creatorRow!.id]);
    // The ranking reminder went out before that run; the confirmation reminder is not due yet.
    expect(ran.rankingRemindedAt).not.toBeNull();
    expect(ran.rankingRemindedAt!.getTime()).toBeLessThan(ran.rankingDeadline.getTime());
    expect(ran.confirmRemindedAt).toBeNull();
    expect(await sweepRounds({ db, now: new Date() })).toEqual({ ran: 0, closed: 0, reminded: 0 });
    expect(await countRows(db, outboxEvents, eq(outboxEvents.kind, "notification.mail"))).toBe(0);
  });
});
