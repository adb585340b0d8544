// Helpers of the jobs specs (e2e/jobs-*.spec.ts): accounts and jobs made through the API, and the screen check.
import type { APIRequestContext, Page } from "@playwright/test";
import {
  expect,
  expectNoSeriousA11yViolations,
  PASSWORD,
  PHONE_VIEWPORT,
  screenshot,
  uniqueEmail,
} from "./fixtures.ts";

export type Place = { id: string; label: string; city: string; lat: number; lon: number };
export type Job = { id: string; title: string; status: string; companyId: string };

export async function firstPlace(request: APIRequestContext, query: string): Promise<Place> {
  const response = await request.get(`/api/places?q=${encodeURIComponent(query)}&limit=1`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { items: Place[] };
  expect(body.items[0], `a place for "${query}"`).toBeTruthy();
  return body.items[0]!;
}

/** Signs up through the API; the request context (a page's, or a fresh one) keeps the session cookie. */
export async function signUp(
  request: APIRequestContext,
  role: "student" | "company",
  data: Record<string, unknown>,
): Promise<{ id: string; email: string }> {
  const email = uniqueEmail(`jobs-${role}`);
  const response = await request.post(`/api/sign-up/${role}`, { data: { email, password: PASSWORD, ...data } });
  expect(response.status(), await response.text()).toBe(201);
  const me = (await response.json()) as { user: { id: string } };
  return { id: me.user.id, email };
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

/** axe at desktop and phone width (layouts differ), then both screenshots from the top of the page. */
export async function checkScreen(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page);
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    await expectNoSeriousA11yViolations(page);
  } finally {
    if (desktop) await page.setViewportSize(desktop);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}
