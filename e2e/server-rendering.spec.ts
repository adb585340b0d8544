import type { APIRequestContext, Page } from "@playwright/test";
import { expect, PHONE_VIEWPORT, test, type SignUpAs } from "./fixtures.ts";
import { apply } from "./applications-fixtures.ts";
import { createCv, pythonInternshipCv } from "./cvs-fixtures.ts";
import { internship, postJob, uniqueWord } from "./jobs-fixtures.ts";

// The screens the server renders for a signed-in visitor with an account (decision 021,
// apps/api/src/lib/http/server-rendered-page.ts): /job-posting-list and /job-detail/:id come with the screen in
// #root and the state to hydrate it, and the app's scripts load after the first paint (public/after-paint.js).
// Everyone and everything else gets the static index.html, whose #root holds only the "Loading Stint" splash.

/** A phrase of LONG_DESCRIPTION (jobs-fixtures.ts), in the job page's rendered Markdown. */
const DESCRIPTION_PHRASE = "warehouse robots find their way";

/** A company signed in on `request` with a published internship whose title and description carry a unique word. */
async function companyWithJob(signUpAs: SignUpAs, request: APIRequestContext) {
  const word = uniqueWord("zr");
  await signUpAs("company", { name: `Render Robotics ${word}` }, { request, emailPrefix: "ssr-co" });
  const job = await postJob(request, internship(word, `Rendered Robotics Intern ${word}`));
  return { word, job };
}

/** A company's published job, and a new student signed in on the test's page who will open it. */
async function jobSeenByAStudent(signUpAs: SignUpAs, request: APIRequestContext) {
  const posted = await companyWithJob(signUpAs, request);
  await signUpAs("student", { name: "Ria Render" }, { emailPrefix: "ssr-st" });
  return posted;
}

/** The page with none of its scripts (the boot script /after-paint.js and the chunks under /assets/). */
const blockScripts = (page: Page) => page.route("**/*.js", (route) => route.abort());

/** An HTML page as a browser asks for it: the server renders only for a request that accepts HTML. */
const asBrowser = { headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } };

test("a signed-in student's job list is in the page's HTML: it shows without any script", async ({
  page,
  request,
  signUpAs,
}) => {
  const { word, job } = await jobSeenByAStudent(signUpAs, request);
  await blockScripts(page);

  const response = await page.goto(`/job-posting-list?q=${word}`);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  expect(response?.headers()["vary"]).toMatch(/cookie/i);
  await expect(page.getByRole("heading", { level: 1, name: "Find jobs" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "1 job" })).toBeVisible();
  await expect(page.getByRole("article").getByRole("link", { name: job.title })).toBeVisible();
  await expect(page.getByText("Loading Stint")).toHaveCount(0);
  // Readable, not yet usable: what was typed before the app took the page over would be lost.
  await expect(page.locator("#root")).toHaveAttribute("inert", "");
  await expect(page.getByRole("searchbox", { name: "Search jobs" })).toBeDisabled();
  // Styled as the app draws it: the stylesheets of the screen's code and the colour scheme's variables are there.
  const searchButton = page.getByRole("button", { name: "Search", exact: true });
  expect(await searchButton.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe(
    "rgba(0, 0, 0, 0)",
  );
  expect(
    await page
      .getByRole("article")
      .first()
      .evaluate((card) => getComputedStyle(card).borderTopStyle),
  ).toBe("solid");
  await expect(page).toHaveTitle(`${word} · Find jobs · Stint`);
  // The entry script is not in the page: the boot script asks for it after the first paint.
  const html = await response!.text();
  expect(html).toContain('<script type="application/json" id="stint-state">');
  expect(html).toMatch(/<script type="module" src="\/after-paint\.js" data-entry="\/assets\/index-[^"]+\.js"/);
  expect(html).not.toMatch(/<script type="module" crossorigin src="\/assets\/index-/);
});

test("a signed-in student's job page is in the page's HTML: title and description show without any script", async ({
  page,
  request,
  signUpAs,
}) => {
  const { word, job } = await jobSeenByAStudent(signUpAs, request);
  await blockScripts(page);

  const response = await page.goto(`/job-detail/${job.id}`);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page).toHaveTitle(`${job.title} at Render Robotics ${word} · Stint`);
  await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByText(DESCRIPTION_PHRASE)).toBeVisible();
  await expect(page.getByText("Loading Stint")).toHaveCount(0);
});

/**
 * Collects the page's console errors and uncaught errors (React's hydration mismatches are reported there:
 * errors #418, #419, #423 and #425 in a production build), and marks the server's markup as it is parsed:
 * before any of the app's scripts has run, the first h1 in #root gets a property of its own. React keeps the
 * server's elements when it hydrates them; when hydration fails it throws them away and renders anew, and the
 * mark is gone with them (so is it when the page came without the screen, the static page).
 */
async function watchHydration(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const heading = document.querySelector("#root h1");
      if (heading) (heading as unknown as { fromServer: boolean }).fromServer = true;
    });
  });
  return errors;
}

/**
 * Waits until the app has taken the page over: hydrateRoot has marked #root, and the first commit has run its
 * effects (one releases the inert root); the tab's title is the screen's, as the server wrote it.
 */
async function expectHydrated(page: Page, tabTitle: string) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById("root")!).some((key) => key.startsWith("__reactContainer")),
      ),
    )
    .toBe(true);
  await expect(page).toHaveTitle(tabTitle);
  await expect(page.locator("#root")).not.toHaveAttribute("inert");
  const kept = await page.evaluate(
    () => (document.querySelector("#root h1") as unknown as { fromServer?: boolean } | null)?.fromServer === true,
  );
  expect(kept, "the h1 is the server's element: React hydrated the markup instead of rendering it anew").toBe(true);
}

test("on a phone, the rendered job list hydrates without errors and then works as the app: links, back, search", async ({
  page,
  request,
  signUpAs,
}) => {
  const { word, job } = await companyWithJob(signUpAs, request);
  const otherWord = uniqueWord("zr");
  const other = await postJob(request, internship(otherWord, `Hydrated Maps Intern ${otherWord}`));
  await signUpAs("student", { name: "Ria Render" }, { emailPrefix: "ssr-st" });
  await page.setViewportSize(PHONE_VIEWPORT);
  const errors = await watchHydration(page);

  const response = await page.goto(`/job-posting-list?q=${word}`);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expectHydrated(page, `${word} · Find jobs · Stint`);
  // A mark on the window survives client-side navigations only: a page load would wipe it.
  await page.evaluate(() => ((window as unknown as { stintMark: string }).stintMark = "hydrated"));
  const mark = () => page.evaluate(() => (window as unknown as { stintMark?: string }).stintMark);

  await page.getByRole("article").getByRole("link", { name: job.title }).click();
  await expect(page).toHaveURL(new RegExp(`/job-detail/${job.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
  await expect(page.getByText(DESCRIPTION_PHRASE)).toBeVisible();
  expect(await mark()).toBe("hydrated");

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/job-posting-list\\?q=${word}$`));
  await expect(page.getByRole("article").getByRole("link", { name: job.title })).toBeVisible();

  const search = page.getByRole("searchbox", { name: "Search jobs" });
  await expect(search).toHaveValue(word);
  await search.fill(otherWord);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]q=${otherWord}`));
  await expect(page.getByRole("article").getByRole("link", { name: other.title })).toBeVisible();
  await expect(page.getByRole("article").getByRole("link", { name: job.title })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "1 job" })).toBeVisible();
  expect(await mark()).toBe("hydrated");

  expect(errors).toEqual([]);
});

test("at desktop width, the rendered job page hydrates without a mismatch", async ({ page, request, signUpAs }) => {
  const { word, job } = await jobSeenByAStudent(signUpAs, request);
  const errors = await watchHydration(page);

  await page.goto(`/job-detail/${job.id}`);
  await expectHydrated(page, `${job.title} at Render Robotics ${word} · Stint`);
  expect(errors).toEqual([]);
});

test("at desktop width, the rendered job list hydrates without a mismatch", async ({ page, request, signUpAs }) => {
  // The server cannot know the width: the filters sidebar's column is in its markup, the filters come in once
  // the browser has hydrated it (SearchLayout), with no mismatch.
  const { word } = await jobSeenByAStudent(signUpAs, request);
  const errors = await watchHydration(page);

  await page.goto(`/job-posting-list?q=${word}`);
  await expectHydrated(page, `${word} · Find jobs · Stint`);
  await expect(page.getByRole("region", { name: "Filters" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a student's marks and scores on the rendered job list hydrate without a mismatch", async ({
  page,
  request,
  signUpAs,
}) => {
  // Per viewer, added after the shared page cache (issue 30): the server's render and the browser's must agree.
  test.setTimeout(90_000);
  const { word, job } = await jobSeenByAStudent(signUpAs, request);
  const other = await postJob(request, internship(word, `Unapplied Robotics Intern ${word}`));
  await createCv(page.request, pythonInternshipCv("Robotics CV", 3));
  await apply(page.request, { jobId: job.id });
  const errors = await watchHydration(page);

  await page.goto(`/job-posting-list?q=${word}`);
  await expectHydrated(page, `${word} · Find jobs · Stint`);
  const applied = page.getByRole("article").filter({ hasText: job.title });
  await expect(applied.getByText("Applied", { exact: true })).toBeVisible();
  await expect(applied.getByRole("img", { name: /Match score: \d+ out of 100/ })).toBeVisible();
  await expect(
    page.getByRole("article").filter({ hasText: other.title }).getByText("Applied", { exact: true }),
  ).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("signed out, and on a screen not rendered on the server, the static page goes out", async ({
  page,
  request,
  signUpAs,
}) => {
  // Signed out (the test's own request has no cookie).
  const signedOut = await request.get("/job-posting-list", asBrowser);
  expect(signedOut.status()).toBe(200);
  expect(signedOut.headers()["cache-control"]).toBe("no-cache");
  expect(signedOut.headers()["vary"]).toMatch(/cookie/i);
  const signedOutHtml = await signedOut.text();
  expect(signedOutHtml).toContain("Loading Stint");
  expect(signedOutHtml).not.toContain("stint-state");
  expect(signedOutHtml).not.toContain("after-paint.js");

  // Signed in, a screen that is not server-rendered.
  await signUpAs("student", { name: "Ria Render" }, { emailPrefix: "ssr-st" });
  const dashboard = await page.request.get("/job-dashboard", asBrowser);
  expect(dashboard.headers()["cache-control"]).toBe("no-cache");
  const dashboardHtml = await dashboard.text();
  expect(dashboardHtml).toContain("Loading Stint");
  expect(dashboardHtml).not.toContain("stint-state");
});

test("a company's draft is rendered for its company only: a student's page for it holds nothing of it", async ({
  page,
  request,
  signUpAs,
}) => {
  const word = uniqueWord("zr");
  await signUpAs("company", { name: `Draft Robotics ${word}` }, { request, emailPrefix: "ssr-co" });
  const draft = await postJob(request, {
    title: `Secret Draft Intern ${word}`,
    type: "internship",
    workMode: "remote",
    description: `An unpublished job about ${word} gadgets.`,
  });
  expect(draft.status).toBe("draft");

  // Its company's page for it is rendered with it (so the check below would see the title if it leaked).
  const own = await request.get(`/job-detail/${draft.id}`, asBrowser);
  expect(own.headers()["cache-control"]).toBe("private, no-store");
  const ownHtml = await own.text();
  expect(ownHtml).toContain("stint-state");
  expect(ownHtml).toContain(draft.title);

  await signUpAs("student", { name: "Ria Render" }, { emailPrefix: "ssr-st" });
  const theirs = await page.request.get(`/job-detail/${draft.id}`, asBrowser);
  expect(theirs.status()).toBe(200);
  const theirsHtml = await theirs.text();
  expect(theirsHtml).not.toContain(word);
  // The student still has the rendering for published jobs: only the draft is refused.
  const published = await postJob(request, internship(word, `Open Robotics Intern ${word}`));
  const open = await page.request.get(`/job-detail/${published.id}`, asBrowser);
  expect(open.headers()["cache-control"]).toBe("private, no-store");
  expect(await open.text()).toContain(published.title);
});
