// Set-up through the API for states whose screens another spec walks already: the German specs (issue 35) start
// from them to look at each screen in German, instead of clicking through the flow the English spec tests.
import type { APIRequestContext } from "@playwright/test";
import { apply, moveApplication } from "./applications-fixtures.ts";
import { createCv, pythonInternshipCv } from "./cvs-fixtures.ts";
import { expect } from "./fixtures.ts";
import { apiHeaders } from "./jobs-fixtures.ts";

/** A call as the signed-in user of `request`; any refusal fails the test with the answer's text. */
export async function apiCall<T = Record<string, unknown>>(
  request: APIRequestContext,
  method: "get" | "post" | "patch" | "put",
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](url, { data, headers: apiHeaders });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A date `days` before today (UTC), as the API takes it. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * A match that started 30 days ago, so both sides may rate it: the student of `student` applies to `jobId` with a
 * CV fitting a Python internship, the company of `company` shortlists her (which makes the match).
 */
export async function startedMatch(
  company: APIRequestContext,
  student: APIRequestContext,
  jobId: string,
  application: { cvTitle: string; note: string },
) {
  const cv = await createCv(student, pythonInternshipCv(application.cvTitle, 4));
  const applied = await apply(student, { jobId, cvId: cv.id, note: application.note });
  await moveApplication(company, applied.id, "shortlisted");
  const matches = await apiCall<{ items: { id: string }[] }>(company, "get", `/api/matches?jobId=${jobId}`);
  const matchId = matches.items[0]!.id;
  await apiCall(company, "patch", `/api/matches/${matchId}`, { startDate: daysAgo(30) });
  return { matchId, applicationId: applied.id };
}

/** The company's rating of the student of a match: five stars everywhere, recommended. */
export function rateStudent(company: APIRequestContext, matchId: string, title: string, text: string) {
  return apiCall(company, "post", "/api/ratings", {
    matchId,
    overall: 5,
    categories: { skills: 5, reliability: 5, communication: 5, initiative: 5 },
    title,
    text,
    wouldRecommend: true,
  });
}

/** The only conversation of the signed-in user of `request` (one began with an invitation, say). */
export async function onlyConversation(request: APIRequestContext) {
  const page = await apiCall<{ items: { id: string }[] }>(request, "get", "/api/conversations");
  expect(page.items).toHaveLength(1);
  return page.items[0]!.id;
}
