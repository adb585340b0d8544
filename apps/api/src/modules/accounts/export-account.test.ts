import { eq, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { authAccounts, companies, emailChanges, sessions } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { GOOD_PASSWORD, uniqueEmail } from "../../test/test-app.ts";
import { applied, job, moved, offerTerms, student } from "../../test/application-fixtures.ts";
import { pdfBytes, uploaded } from "../../test/files.ts";
import { companyRates, daysFromNow, studentRates } from "../../test/rating-fixtures.ts";
import { jobRanks, ok, placeOf, programme, studentRanks } from "../../test/round-fixtures.ts";
import { proposalBody } from "../../test/interview-fixtures.ts";
import { EXPORTED_TABLES } from "./export-account.ts";

/**
 * The tables that hold no user data, each with why. A new table must go here or into EXPORTED_TABLES
 * (export-account.ts), with the export reading it.
 */
const NO_USER_DATA: Record<string, string> = {
  // Short-lived secrets (sign-up and password-reset links): the value is a credential, never exported.
  auth_verifications: "verification tokens",
  // Counters of requests and failed sign-ins, keyed by address or by a hash of an email, gone in minutes.
  auth_rate_limits: "rate-limit counters",
  // One number that grows with every catalogue change (cache invalidation); nobody's data.
  catalogue_generation: "catalogue generation",
  // Work queued for after a commit (mail, refreshes); what it produces (notifications) is exported.
  outbox_events: "the outbox",
  // Ids of changed jobs and students for the in-memory matching index, pruned within minutes.
  matching_changes: "matching change feed",
  // Derived copies of jobs, CVs and students that searches and rankings read from the database (decision 034),
  // kept by triggers from the rows the export holds.
  job_search_rows: "search rows of published jobs",
  job_search_titles: "distinct job titles and company names",
  job_match_entries: "matching entries of published jobs",
  job_match_postings: "published jobs by skill, type and place",
  student_match_entries: "matching entries of primary CVs",
  student_match_postings: "students open to offers by skill and wished type",
  // What an open tab is told of changes (ids of messages, notifications, interviews), pruned within a day; the
  // records they name are exported.
  live_events: "live event feed",
  // Each job alert's lexemes, derived from its search (exported with the alert) whenever it is saved.
  job_alert_keys: "job alerts' search lexemes",
  // The people who run the deployment (issue 37) have no student or company account: their permissions are the
  // deployment's, not a user's record. The audit log is the operators' own, append-only record of what they did;
  // what it told a person (a suspension's reason, a verification's answer) is on their account and in the
  // notifications the export holds.
  operators: "operator permissions",
  operator_audit: "the operators' audit log",
  // Which migrations ran.
  "drizzle.__drizzle_migrations": "migrations",
};

/** The values at a path of EXPORTED_TABLES ("a.b", "a[].b" for each element), without empty ones. */
function valuesAt(root: unknown, path: string): unknown[] {
  let values = [root];
  for (const segment of path.split(".")) {
    const many = segment.endsWith("[]");
    const key = many ? segment.slice(0, -2) : segment;
    values = values.map((value) => (value as Record<string, unknown> | null | undefined)?.[key]);
    if (many) values = values.flatMap((value) => (Array.isArray(value) ? value : []));
  }
  return values.filter((value) => value !== null && value !== undefined && !(Array.isArray(value) && !value.length));
}

/** Every key of every object in the document. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

describe("GET /api/me/export", () => {
  it("covers every table: each one holding user data is exported, the others are listed with a reason", async ({
    db,
  }) => {
    const result = await db.execute(sql`
      select case when table_schema = 'public' then table_name else table_schema || '.' || table_name end as name
      from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
    const tables = (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name).sort();
    expect(tables).toContain("cvs");
    const decided = new Set([...Object.keys(EXPORTED_TABLES), ...Object.keys(NO_USER_DATA)]);
    expect(
      tables.filter((table) => !decided.has(table)),
      "tables neither exported nor listed as holding no user data",
    ).toEqual([]);
    expect(
      Object.keys(EXPORTED_TABLES).filter((table) => table in NO_USER_DATA),
      "tables both exported and listed as holding none",
    ).toEqual([]);
    const publicListed = [...decided].filter((table) => !table.includes("."));
    expect(
      publicListed.filter((table) => !tables.includes(table)),
      "listed tables that do not exist",
    ).toEqual([]);
  });

  // Every kind of record a user can leave, made through the API: a long walk on a busy machine.
  it("holds everything of a student and of a company, and nothing of a third user", async ({ app, db }) => {
    // Companies A (creator) and B in a round; students s0 and s1 applied to both jobs, shortlisted by both.
    const p = await programme(app, 2);
    const [s0, s1] = [p.students[0]!, p.students[1]!];
    const outsider = await student(
      app,
      { name: "Quentin Outsider" },
      { summary: "Lighthouse keeping and nineteenth-century tide tables." },
    );
    await applied(outsider, p.jobB);
    const [companyB] = await db.select().from(companies).where(eq(companies.id, p.b.id));

    // Company A: a job in every state, an invitation and a saved filter.
    const draftJob = await job(p.a, { title: "Draft role", publish: false });
    const closedJob = await job(p.a, { title: "Closed role" });
    await ok(await p.a.client.post(`/api/jobs/${closedJob}/close`));
    const invitedJob = await job(p.a, { title: "Invited role" });
    const invitation = await p.a.client.post("/api/invitations", {
      jobId: invitedJob,
      studentId: s0.id,
      message: "We would love to hear from you.",
    });
    expect(invitation.status, invitation.text).toBe(201);
    // An offer of A's that s0 has not answered yet.
    const offerJob = await job(p.a, { title: "Offer role" });
    const offered = await applied(s0, offerJob);
    await moved(p.a, offered.id, { status: "interview" });
    // An interview of it, picked, and s0's calendar feed.
    const interview = await p.a.client.post(`/api/applications/${offered.id}/interviews`, proposalBody());
    expect(interview.status, interview.text).toBe(201);
    await ok(await s0.client.post(`/api/interviews/${interview.json.id}/pick`, { slotId: interview.json.slots[0].id }));
    await ok(await s0.client.post("/api/calendar-feed"));
    await moved(p.a, offered.id, { status: "offer", offer: offerTerms() });
    const filter = await p.a.client.post("/api/saved-filters", { name: "Robotics shortlist", filter: {} });
    expect(filter.status, filter.text).toBe(201);

    // Student s0: a job alert that finds a job A publishes after it.
    const alert = await s0.client.post("/api/job-alerts", {
      name: "Export alerts",
      frequency: "daily",
      search: { q: "zeppelin" },
    });
    expect(alert.status, alert.text).toBe(201);
    const alertedJob = await job(p.a, { title: "Zeppelin intern" });
    await app.deps.outbox.drain();

    // Student s0: settings, a PDF on the CV, a saved job.
    await ok(await s0.client.put(`/api/saved-jobs/${closedJob}`));
    await ok(await s0.client.patch("/api/notifications/settings", { mail: { "match.updated": false } }));
    await ok(await s0.client.patch("/api/invitations/settings", { acceptsInvitations: false }));
    const pdf = await uploaded(s0.client, { purpose: "cv", name: "s0-cv.pdf", bytes: pdfBytes() });
    await ok(await s0.client.patch(`/api/cvs/${s0.cvId}`, { fileId: pdf.id }));
    // An email change s0 asked for and has not confirmed.
    const emailChange = await s0.client.post("/api/me/email-change", {
      newEmail: uniqueEmail("s0.moving"),
      currentPassword: GOOD_PASSWORD,
    });
    expect(emailChange.status, emailChange.text).toBe(202);

    // Ratings on s0's match with A: both rate, A answers, s0 reports A's rating.
    const matches = await ok(await s0.client.get("/api/matches"));
    const matchId = matches.items.find((match: { job: { id: string } }) => match.job.id === p.jobA).id as string;
    await ok(await p.a.client.patch(`/api/matches/${matchId}`, { startDate: daysFromNow(-7) }));
    const pair = { company: p.a, student: s0, matchId, jobId: p.jobA };
    const given = await studentRates(pair);
    const received = await companyRates(pair);
    await ok(await p.a.client.put(`/api/ratings/${given.id}/response`, { text: "Thank you, it was a pleasure." }));
    const report = await s0.client.post(`/api/ratings/${received.id}/reports`, { reason: "other", details: "Not me." });
    expect(report.status, report.text).toBe(201);

    // A conversation: A's invitation opened it; s0 answers with the CV's PDF and reports A's message.
    await app.deps.outbox.drain();
    const conversationId = (await ok(await s0.client.get("/api/conversations"))).items[0].id as string;
    const thread = await ok(await s0.client.get(`/api/conversations/${conversationId}/messages`));
    const answer = { body: "Thank you, here is my CV.", fileIds: [pdf.id] };
    const sent = await s0.client.post(`/api/conversations/${conversationId}/messages`, answer);
    expect(sent.status, sent.text).toBe(201);
    const messageReport = await s0.client.post(`/api/messages/${thread.items[0].id}/reports`, { reason: "spam" });
    expect(messageReport.status, messageReport.text).toBe(201);

    // The round: B keeps s1 (ranked higher), so s0 gets A, their second choice; both confirm.
    await ok(await p.a.client.post(`/api/rounds/${p.roundId}/open`));
    await studentRanks(p, 0, [p.jobB, p.jobA]);
    await studentRanks(p, 1, [p.jobB, p.jobA]);
    await jobRanks(p.a, p, p.jobA, [0, 1]);
    await jobRanks(p.b, p, p.jobB, [1, 0]);
    await ok(await p.a.client.post(`/api/rounds/${p.roundId}/run`));
    const place = (await placeOf(p, 0))!.place;
    expect(place).toMatchObject({ jobId: p.jobA, studentChoice: 2 });
    for (const client of [s0.client, p.a.client]) {
      await ok(await client.post(`/api/rounds/${p.roundId}/places/${place.id}/answer`, { confirm: true }));
    }

    const studentResponse = await s0.client.get("/api/me/export");
    const companyResponse = await p.a.client.get("/api/me/export");
    expect(studentResponse.status).toBe(200);
    expect(companyResponse.status).toBe(200);
    const mine = studentResponse.json;
    const theirs = companyResponse.json;

    // Every exported table's section holds records in one of the two.
    for (const [table, path] of Object.entries(EXPORTED_TABLES)) {
      expect(valuesAt(mine, path).length + valuesAt(theirs, path).length, `${table} at ${path}`).toBeGreaterThan(0);
    }

    // The student's.
    expect(mine.user.email).toBe(s0.email);
    expect(mine.account).toMatchObject({ role: "student", id: s0.id, openToOffers: false });
    expect(mine.signIn).toEqual([expect.objectContaining({ provider: "credential" })]);
    expect(mine.files.map((file: { id: string }) => file.id)).toEqual([pdf.id]);
    expect(mine.cvs).toEqual([
      expect.objectContaining({
        id: s0.cvId,
        summary: expect.stringContaining("autonomous navigation"),
        education: expect.arrayContaining([expect.objectContaining({ school: "ETH Zürich" })]),
        experience: [expect.objectContaining({ title: "Teaching assistant" })],
        file: expect.objectContaining({ id: pdf.id, url: pdf.url }),
      }),
    ]);
    expect(mine.jobs).toEqual([]);
    expect(mine.savedJobs).toEqual([
      expect.objectContaining({ job: expect.objectContaining({ id: closedJob }), state: "closed" }),
    ]);
    expect(theirs.savedJobs).toEqual([]);
    const toA = mine.applications.find((application: { job: { id: string } }) => application.job.id === p.jobA);
    expect(toA.job).toMatchObject({ title: "Robotics intern", companyName: "Alpha Robotics" });
    expect(toA.events.map((event: { toStatus: string; by: string }) => [event.toStatus, event.by])).toEqual(
      expect.arrayContaining([
        ["applied", "student"],
        ["shortlisted", "company"],
      ]),
    );
    expect(mine.applications).toHaveLength(3);
    const withOffer = mine.applications.find((application: { id: string }) => application.id === offered.id);
    expect(withOffer.offer).toMatchObject({ status: "open", pay: { amount: 2500, currency: "CHF" } });
    expect(mine.invitations).toEqual([
      expect.objectContaining({
        message: "We would love to hear from you.",
        job: expect.objectContaining({ id: invitedJob }),
      }),
    ]);
    expect(mine.matches.map((match: { id: string }) => match.id)).toContain(matchId);
    expect(mine.notifications.map((notification: { kind: string }) => notification.kind)).toContain(
      "application.status",
    );
    expect(mine.settings.notifications.mail["match.updated"]).toBe(false);
    expect(mine.settings.invitations).toEqual({ acceptsInvitations: false });
    expect(mine.ratings.given).toEqual([
      expect.objectContaining({
        id: given.id,
        response: expect.objectContaining({ text: "Thank you, it was a pleasure." }),
      }),
    ]);
    expect(mine.ratings.received.map((rating: { id: string }) => rating.id)).toEqual([received.id]);
    expect(mine.ratings.reports).toEqual([expect.objectContaining({ ratingId: received.id, details: "Not me." })]);
    expect(mine.rounds.rounds).toEqual([
      expect.objectContaining({ id: p.roundId, membership: null, runs: [expect.objectContaining({ run: 1 })] }),
    ]);
    expect(
      mine.rounds.studentRankings.map((row: { jobId: string; position: number }) => [row.jobId, row.position]),
    ).toEqual([
      [p.jobB, 1],
      [p.jobA, 2],
    ]);
    expect(mine.rounds.places).toEqual([
      expect.objectContaining({
        jobId: p.jobA,
        studentChoice: 2,
        status: "confirmed",
        studentAnswer: "confirmed",
        companyAnswer: "confirmed",
        reasons: [expect.objectContaining({ jobId: p.jobB, code: "filled-by-higher-ranked" })],
      }),
    ]);
    expect(mine.savedFilters).toEqual([]);
    expect(mine.jobAlerts).toEqual([
      expect.objectContaining({ name: "Export alerts", hits: [expect.objectContaining({ deliveredAt: null })] }),
    ]);
    expect(mine.conversations).toEqual([
      expect.objectContaining({
        id: conversationId,
        other: expect.objectContaining({ name: "Alpha Robotics" }),
        messages: [
          expect.objectContaining({ body: "We would love to hear from you.", fromMe: false }),
          expect.objectContaining({ body: answer.body, attachments: [expect.objectContaining({ fileId: pdf.id })] }),
        ],
      }),
    ]);
    expect(mine.messageReports).toEqual([expect.objectContaining({ messageId: thread.items[0].id, reason: "spam" })]);

    // The company's.
    expect(theirs.account).toMatchObject({ role: "company", id: p.a.id, name: "Alpha Robotics" });
    expect(theirs.cvs).toEqual([]);
    expect(Object.fromEntries(theirs.jobs.map((row: { id: string; status: string }) => [row.id, row.status]))).toEqual({
      [p.jobA]: "published",
      [draftJob]: "draft",
      [alertedJob]: "published",
      [closedJob]: "closed",
      [invitedJob]: "published",
      [offerJob]: "published",
    });
    expect(theirs.savedFilters).toEqual([expect.objectContaining({ name: "Robotics shortlist" })]);
    expect(theirs.jobAlerts).toEqual([]);
    expect(
      theirs.applications.map((application: { student: { id: string } }) => application.student.id).sort(),
    ).toEqual([s0.id, s0.id, s1.id].sort());
    expect(theirs.applications[0].events.length).toBeGreaterThan(0);
    expect(theirs.invitations).toHaveLength(1);
    expect(theirs.matches.length).toBeGreaterThan(0);
    expect(theirs.ratings.received.map((rating: { id: string }) => rating.id)).toEqual([given.id]);
    expect(theirs.ratings.given.map((rating: { id: string }) => rating.id)).toEqual([received.id]);
    expect(theirs.rounds.rounds).toEqual([
      expect.objectContaining({
        id: p.roundId,
        membership: expect.objectContaining({ status: "joined", creator: true }),
        runs: [expect.objectContaining({ run: 1, placed: 2 })],
      }),
    ]);
    expect(theirs.rounds.jobs).toEqual([expect.objectContaining({ jobId: p.jobA, capacity: 2 })]);
    expect(theirs.rounds.jobRankings.map((row: { studentName: string; position: number }) => row.position)).toEqual([
      1, 2,
    ]);
    expect(theirs.rounds.places).toEqual([
      expect.objectContaining({ jobId: p.jobA, studentName: "Student 1", companyAnswer: "confirmed", reasons: [] }),
    ]);
    expect(theirs.rounds.jobOutcomes).toEqual([
      expect.objectContaining({
        jobId: p.jobA,
        reasons: [
          expect.objectContaining({ applicationId: p.applications[1]![p.jobA], code: "placed-at-preferred-job" }),
        ],
      }),
    ]);
    expect(theirs.rounds.studentRankings).toEqual([]);
    expect(theirs.conversations.map((row: { messages: unknown[] }) => row.messages.length)).toEqual([2]);

    // Never a credential, and nothing of anyone else beyond what the user sees of them anyway.
    for (const [exported, userId] of [
      [studentResponse, s0.id],
      [companyResponse, p.a.id],
    ] as const) {
      const secrets = [
        ...(await db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, userId))).map(
          (row) => row.token,
        ),
        ...(await db.select({ hash: authAccounts.password }).from(authAccounts).where(eq(authAccounts.userId, userId)))
          .map((row) => row.hash)
          .filter((hash) => hash !== null),
        ...(
          await db.select({ hash: emailChanges.tokenHash }).from(emailChanges).where(eq(emailChanges.userId, userId))
        ).map((row) => row.hash),
      ];
      expect(secrets.length).toBeGreaterThan(1);
      for (const secret of secrets) expect(exported.text).not.toContain(secret);
      expect(keysOf(exported.json).filter((key) => /password|token|secret|storageKey/i.test(key))).toEqual([]);
      for (const foreign of [
        outsider.email,
        "Quentin Outsider",
        "Lighthouse keeping",
        companyB!.emailAddress,
        s1.email,
      ]) {
        expect(exported.text, foreign).not.toContain(foreign);
      }
    }
    // The company sees who applied, not their contact details (those of a match are shown while it is on).
    expect(companyResponse.text).not.toContain(s0.email);
    expect(companyResponse.text).not.toContain("+41 44 123 45 67");
  }, 180_000);
});
