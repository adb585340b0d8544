import { expect, test as base, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readOutbox, type OutboxMessage } from "../apps/api/src/lib/mail/read-outbox.ts";
import { runAxe } from "./axe.ts";

export { expect };
export type { OutboxMessage };

const here = path.dirname(fileURLToPath(import.meta.url));

/** Each page's requests still under way, but for the live channel's event stream (it stays open). */
const inFlight = new WeakMap<Page, Set<unknown>>();

function watchRequests(page: Page) {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on("request", (request) => {
    if (request.resourceType() !== "eventsource") open.add(request);
  });
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
}

/**
 * Playwright's "networkidle" for a signed-in page: no request under way for 500 ms, leaving out the live
 * channel's event stream (GET /api/live stays open as long as the tab is signed in, so "networkidle" itself
 * never comes). Pages of the suite's `test` are watched from the start.
 */
export async function networkSettled(page: Page, timeoutMs = 30_000) {
  const open = inFlight.get(page);
  if (!open) {
    await page.waitForLoadState("networkidle", { timeout: timeoutMs });
    return;
  }
  const end = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 500) {
    if (Date.now() > end) throw new Error(`requests still under way after ${timeoutMs} ms`);
    await page.waitForTimeout(50);
    if (open.size > 0) quietSince = Date.now();
  }
}

/** The server's data folder (set by e2e/run.mjs); its `mail` folder is the outbox. */
export const dataDir = process.env.E2E_DATA_DIR ?? "";

/** Every message in the server's outbox, oldest first. */
export async function outboxMessages(): Promise<OutboxMessage[]> {
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the suite with `npm run test:e2e`");
  return readOutbox(path.join(dataDir, "mail"));
}

/** Waits for the newest message to `to` (optionally matching `subject`) and returns it. */
export async function waitForMail(to: string, options: { subject?: RegExp; timeoutMs?: number } = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const messages = (await outboxMessages()).filter(
      (message) =>
        message.to.toLowerCase().includes(to.toLowerCase()) &&
        (!options.subject || options.subject.test(message.subject)),
    );
    const newest = messages.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let emailCounter = 0;
/** An address no other test (or earlier run against the same server) uses. */
export function uniqueEmail(prefix = "e2e") {
  emailCounter += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${emailCounter}${random}@example.com`;
}

export const PASSWORD = "correct horse battery staple";

/**
 * Runs axe-core on the page (WCAG 2.0/2.1 A and AA rules) and fails on serious or critical violations,
 * listing each with the elements it found. Smaller findings are attached to the report.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  await transitionsSettled(page);
  const isSerious = (v: { impact?: string | null }) => v.impact === "serious" || v.impact === "critical";
  let violations = await runAxe(page, { exclude: options.exclude });
  if (violations.some(isSerious)) {
    // Measured again once still: a toast whose time ran out while axe ran was fading, half transparent, and its
    // contrast was measured against what showed through. A violation of the page holds still and is found again.
    await transitionsSettled(page);
    violations = await runAxe(page, { exclude: options.exclude });
  }
  const serious = violations.filter(isSerious);
  const describe = (list: typeof violations) =>
    list
      .map(
        (v) =>
          `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
          v.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary ?? ""}`).join("\n"),
      )
      .join("\n");
  const minor = violations.filter((v) => !serious.includes(v));
  if (minor.length > 0)
    await base.info().attach("axe-minor-violations", { body: describe(minor), contentType: "text/plain" });
  expect(
    serious.map((v) => `[${v.impact}] ${v.id}: ${v.help}`),
    `axe found serious accessibility violations on ${page.url()}:\n${describe(serious)}`,
  ).toEqual([]);
}

/**
 * Waits until no finite animation or transition runs: a toast or dialog fading in or out is half transparent, and
 * axe measures its text's contrast against what shows through. Endless ones (a loader) are not waited for.
 */
async function transitionsSettled(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { polling: 100, timeout: 10_000 },
  );
}

/** A toast telling the result of an action, by its title. */
export const toast = (page: Page, title: string) => page.getByRole("alert").filter({ hasText: title });

/** The header's notification bell, named by its unread count (none: "Notifications"). */
export const bell = (page: Page, unread = 0) =>
  page.getByRole("button", { name: unread ? `Notifications, ${unread} unread` : "Notifications", exact: true });

export const PHONE_VIEWPORT = { width: 375, height: 812 };
export const screensDir = path.join(here, ".artifacts/screens");

/**
 * Whether screens are saved as images. They are for people to look at (`npm run test:e2e` locally); CI runs the
 * same checks (axe at both widths) without spending minutes on images nobody opens there. E2E_SCREENSHOTS=1
 * or 0 decides either way.
 */
const savesScreens = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS === "1" : !process.env.CI;

/** Saves a full-page screenshot of the page as it is to e2e/.artifacts/screens/<name>.<suffix>.png, from the top. */
async function saveScreen(page: Page, name: string, suffix: "desktop" | "phone", testInfo: TestInfo) {
  if (!savesScreens) return;
  await mkdir(screensDir, { recursive: true });
  const safe = name.replace(/[^a-z0-9._-]+/gi, "-").toLowerCase();
  await page.evaluate(() => window.scrollTo(0, 0));
  await networkSettled(page).catch(() => undefined);
  const file = path.join(screensDir, `${safe}.${suffix}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
  await testInfo.attach(`${safe}.${suffix}`, { path: file, contentType: "image/png" });
}

/**
 * Saves full-page screenshots of the current screen at desktop width and at phone width (375×812) to
 * e2e/.artifacts/screens/<name>.desktop.png and <name>.phone.png, then restores the viewport.
 */
export async function screenshot(page: Page, name: string, testInfo: TestInfo = base.info()) {
  if (!savesScreens) return;
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  try {
    await page.setViewportSize({ width: Math.max(original.width, 1280), height: original.height });
    await saveScreen(page, name, "desktop", testInfo);
    await page.setViewportSize(PHONE_VIEWPORT);
    await saveScreen(page, name, "phone", testInfo);
  } finally {
    await page.setViewportSize(original);
  }
}

export type Role = "student" | "company";

/** An account made by `signUpAs`: the user's id (also the account's), and how to sign in as it. */
export type SignedUp = { id: string; email: string; password: string };

export type SignUpAs = (
  role: Role,
  /** The sign-up body besides email and password (`name`, `address`, the role's profile fields). */
  data?: Record<string, unknown>,
  options?: {
    /** Whose cookies get the session: another page's `request`, or the test's own `request` to stay signed out. */
    request?: APIRequestContext;
    /** Start of the unique address, to tell the test's accounts apart in the server log. */
    emailPrefix?: string;
  },
) => Promise<SignedUp>;

export type CheckScreen = (
  name: string,
  options?: {
    /** Another page than the test's own (a second user's). */
    page?: Page;
    /**
     * An open overlay (dialog, drawer, suggestions) that resizing or scrolling would close: axe once, and (where
     * screens are saved) one screenshot of the viewport as it is, named for its width (`<name>.desktop.png` or
     * `<name>.phone.png`).
     */
    asIs?: boolean;
  },
) => Promise<void>;

const DEFAULT_NAMES: Record<Role, string> = { student: "Test Student", company: "Test Company AG" };

/**
 * Playwright's `test` with the suite's fixtures:
 * - `signUpAs(role, data?, options?)`: a new account through `POST /api/sign-up/{role}` (a unique email, the
 *   shared PASSWORD), signed in on the test's page unless another `request` is given;
 * - `checkScreen(name, options?)`: the current screen passes axe (no serious or critical WCAG A/AA violation) at
 *   desktop and at phone width, then is saved as full-page screenshots of both, from the top.
 */
export const test = base.extend<{ signUpAs: SignUpAs; checkScreen: CheckScreen }>({
  page: async ({ page }, use) => {
    watchRequests(page);
    await use(page);
  },

  signUpAs: async ({ page }, use) => {
    await use(async (role, data = {}, options = {}) => {
      const request = options.request ?? page.request;
      const email = uniqueEmail(options.emailPrefix ?? role);
      const response = await request.post(`/api/sign-up/${role}`, {
        data: { name: DEFAULT_NAMES[role], ...data, email, password: PASSWORD },
      });
      expect(response.status(), await response.text()).toBe(201);
      const me = (await response.json()) as { user: { id: string } };
      return { id: me.user.id, email, password: PASSWORD };
    });
  },

  checkScreen: async ({ page }, use, testInfo) => {
    await use(async (name, options = {}) => {
      const target = options.page ?? page;
      if (options.asIs) {
        await expectNoSeriousA11yViolations(target);
        // Like the full-page ones, only where people look at them (a viewport shot took up to 3 s on a busy machine).
        if (!savesScreens) return;
        await mkdir(screensDir, { recursive: true });
        const width = target.viewportSize()?.width ?? 1280;
        const file = path.join(screensDir, `${name}.${width <= PHONE_VIEWPORT.width ? "phone" : "desktop"}.png`);
        await target.screenshot({ path: file });
        await testInfo.attach(path.basename(file, ".png"), { path: file, contentType: "image/png" });
        return;
      }
      // Layouts differ by width (drawers, stacked grids), so axe runs at both; each width is checked and
      // saved before the one resize, instead of resizing for each.
      const desktop = target.viewportSize() ?? { width: 1280, height: 800 };
      if (desktop.width < 1280) await target.setViewportSize({ width: 1280, height: desktop.height });
      try {
        await expectNoSeriousA11yViolations(target);
        await saveScreen(target, name, "desktop", testInfo);
        await target.setViewportSize(PHONE_VIEWPORT);
        await expectNoSeriousA11yViolations(target);
        await saveScreen(target, name, "phone", testInfo);
      } finally {
        await target.setViewportSize(desktop);
      }
    });
  },
});

/**
 * axe's check that each control's accessible name contains the text it shows (WCAG 2.5.3, label in name: who
 * speaks to the page says what they see). axe runs it only when asked, as an experimental rule.
 */
export async function expectNamesToContainVisibleLabels(page: Page) {
  const violations = await runAxe(page, { rules: ["label-content-name-mismatch"] });
  const mismatches = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(" ")}: ${node.html}`),
  );
  expect(mismatches, `names that leave out their visible label on ${page.url()}`).toEqual([]);
}
