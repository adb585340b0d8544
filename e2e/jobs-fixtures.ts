// Helpers of the specs that need jobs (e2e/jobs-*.spec.ts and others): places and jobs made through the API.
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures.ts";

export type Place = { id: string; label: string; city: string; lat: number; lon: number };
export type Job = { id: string; title: string; status: string; companyId: string };

export async function firstPlace(request: APIRequestContext, query: string): Promise<Place> {
  const response = await request.get(`/api/places?q=${encodeURIComponent(query)}&limit=1`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { items: Place[] };
  expect(body.items[0], `a place for "${query}"`).toBeTruthy();
  return body.items[0]!;
}

/** The API refuses a signed-in change without the app's own Origin (CSRF protection), as a browser sends it. */
export const apiHeaders = { origin: new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000").origin };

export async function postJob(request: APIRequestContext, body: Record<string, unknown>): Promise<Job> {
  const response = await request.post("/api/jobs", { data: body, headers: apiHeaders });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Job;
}

/** A word no other job (of this run or an earlier one against the same server) has: letters only, so it stems to itself. */
export function uniqueWord(prefix = "zq") {
  const letters = "bcdfghjklmnpqrstvwxz";
  let word = prefix;
  for (let index = 0; index < 8; index += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

export const LONG_DESCRIPTION = (word: string) =>
  [
    `## What you will do`,
    ``,
    `You join our robotics team and write the software that lets our ${word} warehouse robots find their way.`,
    ``,
    `- Build **navigation** features in Python and C++`,
    `- Test them on real robots every week`,
    `- Present your results to the whole team`,
    ``,
    `## What we offer`,
    ``,
    `A mentor from day one, a real project and lunch on us. Read [our engineering blog](https://northwind.example/blog).`,
  ].join("\n");

/**
 * A published remote internship to post, with `word` in its description (a search for it finds only this test's
 * jobs), starting in September 2031 and asking for Python; `fields` change or add any of it.
 */
export function internship(word: string, title: string, fields: Record<string, unknown> = {}) {
  return {
    title,
    type: "internship",
    workMode: "remote",
    location: null,
    description: LONG_DESCRIPTION(word),
    durationMonths: 6,
    startDate: "2031-09-01",
    pay: { min: 2500, max: 3000, currency: "CHF", period: "month" },
    requiredSkills: [{ skillId: "python", level: 2 }],
    publish: true,
    ...fields,
  };
}
