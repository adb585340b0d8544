import {
  RATING_CATEGORIES,
  type RatingCreateInput,
  type RatingDirection,
  REVEAL_AFTER_DAYS,
} from "@stint/shared/ratings";
import { applied, company, type Company, job, moved, student, type Student } from "./application-fixtures.ts";
import type { TestApp, TestClient } from "./test-app.ts";

// Test data for ratings: a student and a company matched on a job that has started, ratings written through
// the API and a clock the test moves. The operators deciding reports come from operator-fixtures.ts.

export const DAY_MS = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

export type RatedPair = { company: Company; student: Student; matchId: string; jobId: string };

/**
 * A company and a student matched (shortlisted) on a new job, the match starting `startDate` (a week ago
 * unless told; null leaves it unset). A new student each call; a new company unless `company` is given.
 */
export async function matchedPair(
  app: TestApp,
  options: {
    startDate?: string | null;
    company?: Company;
    companyName?: string;
    studentFields?: Record<string, unknown>;
  } = {},
): Promise<RatedPair> {
  const owner = options.company ?? (await company(app, options.companyName ?? "Acme Robotics"));
  const applicant = await student(app, options.studentFields ?? {});
  const jobId = await job(owner);
  const application = await applied(applicant, jobId);
  const shortlisted = await moved(owner, application.id, { status: "shortlisted" });
  const matchId = shortlisted.matchId as string;
  const startDate = options.startDate === undefined ? daysFromNow(-7) : options.startDate;
  const response = await owner.client.patch(`/api/matches/${matchId}`, { startDate });
  if (response.status !== 200) throw new Error(`start date: ${response.status} ${response.text}`);
  return { company: owner, student: applicant, matchId, jobId };
}

/** A valid rating body for the direction, every category rated; `overrides` replace fields. */
export function ratingBody(
  direction: RatingDirection,
  matchId: string,
  overrides: Partial<RatingCreateInput> = {},
): RatingCreateInput {
  return {
    matchId,
    overall: 4,
    categories: Object.fromEntries(RATING_CATEGORIES[direction].map((key) => [key, 4])),
    title: direction === "student-to-company" ? "A good first placement" : "A reliable intern",
    text: "We worked on real problems together and I learned a lot about how a team ships.",
    wouldRecommend: true,
    ...overrides,
  };
}

/** The pair's student rates the company (201 or it throws); returns the rating. */
export async function studentRates(pair: RatedPair, overrides: Partial<RatingCreateInput> = {}) {
  return rate(pair.student.client, ratingBody("student-to-company", pair.matchId, overrides));
}

/** The pair's company rates the student (201 or it throws); returns the rating. */
export async function companyRates(pair: RatedPair, overrides: Partial<RatingCreateInput> = {}) {
  return rate(pair.company.client, ratingBody("company-to-student", pair.matchId, overrides));
}

async function rate(client: TestClient, body: RatingCreateInput) {
  const response = await client.post("/api/ratings", body);
  if (response.status !== 201) throw new Error(`rate: ${response.status} ${response.text}`);
  return response.json as { id: string; revealed: boolean; revealsAt: string };
}

/**
 * Runs `work` with the app's clock `days` ahead (the database's own timestamps stay real), then puts it back,
 * even when `work` fails.
 */
export async function later<T>(app: TestApp, days: number, work: () => Promise<T>): Promise<T> {
  const clock = app.deps.clock;
  const real = clock.now;
  clock.now = () => new Date(real().getTime() + days * DAY_MS);
  try {
    return await work();
  } finally {
    clock.now = real;
  }
}

/** Past the blind period of a rating written now. */
export const AFTER_REVEAL_DAYS = REVEAL_AFTER_DAYS + 1;
