import type { CvCreate } from "@stint/shared/cvs";
import type { JobCreate } from "@stint/shared/jobs";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { notifications, outboxEvents } from "../db/schema/index.ts";
import { createCv, fullCv } from "./cv-fixtures.ts";
import { publishableJob } from "./job-fixtures.ts";
import { newCompany, newStudent, type TestApp, type TestClient } from "./test-app.ts";

// Test data only: published jobs, students with CVs, applications, and what notifications were written.

export type Company = { client: TestClient; id: string; name: string };
export type Student = { client: TestClient; id: string; email: string; cvId: string };

export async function company(app: TestApp, name = "Acme Robotics"): Promise<Company> {
  const signedIn = await newCompany(app, { name, website: "https://acme.example" });
  return { client: signedIn.client, id: signedIn.id, name };
}

/** A student with one CV (their primary one); open to offers unless told otherwise. */
export async function student(
  app: TestApp,
  fields: Record<string, unknown> = {},
  cv: Partial<CvCreate> = {},
): Promise<Student> {
  const signedIn = await newStudent(app, { openToOffers: true, phone: "+41 44 123 45 67", ...fields });
  const created = await createCv(signedIn.client, fullCv(cv));
  return { client: signedIn.client, id: signedIn.id, email: signedIn.email, cvId: created.id as string };
}

/** A published job of the company; `publish: false` leaves a draft. */
export async function job(owner: Company, overrides: Partial<JobCreate> & { publish?: boolean } = {}): Promise<string> {
  const response = await owner.client.post("/api/jobs", { ...publishableJob(overrides), publish: true, ...overrides });
  if (response.status !== 201) throw new Error(`job: ${response.status} ${response.text}`);
  return response.json.id as string;
}

/** Applies and returns the application, failing loudly when it does not succeed. */
export async function applied(applicant: Student, jobId: string, body: Record<string, unknown> = {}) {
  const response = await applicant.client.post("/api/applications", { jobId, cvId: applicant.cvId, ...body });
  if (response.status !== 201) throw new Error(`apply: ${response.status} ${response.text}`);
  return response.json as { id: string; status: string; matchId: string | null };
}

export async function moved(owner: Company, applicationId: string, body: Record<string, unknown>) {
  const response = await owner.client.post(`/api/applications/${applicationId}/status`, body);
  if (response.status !== 200) throw new Error(`move: ${response.status} ${response.text}`);
  return response.json;
}

/**
 * The start of most application, offer and match tests: a new published job of `owner`, a new student who
 * applied to it, and the application after the company's `moves` (each a move's body, in order).
 */
export async function appliedToNewJob(
  app: TestApp,
  owner: Company,
  options: {
    job?: Partial<JobCreate>;
    student?: Record<string, unknown>;
    moves?: Record<string, unknown>[];
  } = {},
): Promise<{ jobId: string; who: Student; id: string }> {
  const jobId = await job(owner, options.job);
  const who = await student(app, options.student);
  const { id } = await applied(who, jobId);
  for (const move of options.moves ?? []) await moved(owner, id, move);
  return { jobId, who, id };
}

/** Invites the student to the job, failing loudly when it does not succeed. */
export async function invited(owner: Company, jobId: string, invitee: Student, message = "We would love to meet you.") {
  const response = await owner.client.post("/api/invitations", { jobId, studentId: invitee.id, message });
  if (response.status !== 201) throw new Error(`invite: ${response.status} ${response.text}`);
  return response.json as { id: string; status: string };
}

const DAY_MS = 86_400_000;
/** `YYYY-MM-DD`, `days` from today (UTC). */
export const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** An offer's terms that pass: starting in a month, answer within a week. */
export const offerTerms = (overrides: Record<string, unknown> = {}) => ({
  startDate: dayFromNow(30),
  pay: { amount: 2500, currency: "CHF", period: "month" },
  answerBy: dayFromNow(7),
  message: "We would love to have you on the team.",
  ...overrides,
});

/** The company makes an offer, the student accepts it, the company hires: the one way to hired. */
export async function hiredThroughOffer(owner: Company, applicant: Student, applicationId: string) {
  await moved(owner, applicationId, { status: "offer", offer: offerTerms() });
  const accepted = await applicant.client.post(`/api/applications/${applicationId}/offer/accept`);
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${accepted.text}`);
  return moved(owner, applicationId, { status: "hired" });
}

/** The notifications written for an account, oldest first. */
export async function notificationsOf(db: Db, recipientId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, recipientId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/** The `notification.mail` outbox events carrying a notification id. */
export async function mailEventsFor(db: Db, notificationId: string) {
  return db
    .select()
    .from(outboxEvents)
    .where(
      and(
        eq(outboxEvents.kind, "notification.mail"),
        sql`${outboxEvents.payload}->>'notificationId' = ${notificationId}`,
      ),
    );
}

/** How many `notification.mail` outbox events exist. */
export async function countMailEvents(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outboxEvents).where(eq(outboxEvents.kind, "notification.mail"));
  return row?.n ?? 0;
}

export const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";
