import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page, type TestInfo } from "@playwright/test";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readOutbox, type OutboxMessage } from "../apps/api/src/lib/mail/read-outbox.ts";

export { expect };
export type { OutboxMessage };

const here = path.dirname(fileURLToPath(import.meta.url));

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
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const describe = (list: typeof results.violations) =>
    list
      .map(
        (v) =>
          `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
          v.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary ?? ""}`).join("\n"),
      )
      .join("\n");
  const minor = results.violations.filter((v) => !serious.includes(v));
  if (minor.length > 0)
    await base.info().attach("axe-minor-violations", { body: describe(minor), contentType: "text/plain" });
  expect(
    serious.map((v) => `[${v.impact}] ${v.id}: ${v.help}`),
    `axe found serious accessibility violations on ${page.url()}:\n${describe(serious)}`,
  ).toEqual([]);
}

export const PHONE_VIEWPORT = { width: 375, height: 812 };
export const screensDir = path.join(here, ".artifacts/screens");

/**
 * Saves full-page screenshots of the current screen at desktop width and at phone width (375×812) to
 * e2e/.artifacts/screens/<name>.desktop.png and <name>.phone.png, then restores the viewport.
 */
export async function screenshot(page: Page, name: string, testInfo: TestInfo = base.info()) {
  await mkdir(screensDir, { recursive: true });
  const safe = name.replace(/[^a-z0-9._-]+/gi, "-").toLowerCase();
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  const shots = [
    { suffix: "desktop", viewport: { width: Math.max(original.width, 1280), height: original.height } },
    { suffix: "phone", viewport: PHONE_VIEWPORT },
  ];
  try {
    for (const shot of shots) {
      await page.setViewportSize(shot.viewport);
      await page.waitForLoadState("networkidle").catch(() => undefined);
      const file = path.join(screensDir, `${safe}.${shot.suffix}.png`);
      await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
      await testInfo.attach(`${safe}.${shot.suffix}`, { path: file, contentType: "image/png" });
    }
  } finally {
    await page.setViewportSize(original);
  }
}

/** Playwright's `test`, for specs to import from one place. */
export const test = base;
