import { defineConfig } from "@playwright/test";

/**
 * Run through `npm run test:e2e` (e2e/run.mjs), which builds the web app if needed, starts the real server on a
 * free loopback port with a fresh DATA_DIR and sets E2E_BASE_URL / E2E_DATA_DIR / CHROMIUM_PATH. Playwright
 * drives the system Chromium (Debian's `chromium-headless-shell`, else `chromium`); it never downloads a browser.
 */
const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000";
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: ".artifacts/test-results",
  timeout: 30_000,
  // CI runs two workers on two cores: a lazy screen's first load can take longer than on a quiet machine.
  expect: { timeout: ci ? 15_000 : 7_500 },
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // Two cores run the server, the browsers and the runner; specs share one server and use unique emails.
  workers: Number(process.env.E2E_WORKERS ?? (ci ? 1 : 2)),
  reporter: [["list"], ["html", { outputFolder: ".artifacts/report", open: "never" }]],
  use: {
    baseURL,
    browserName: "chromium",
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: "en-GB",
    timezoneId: "Europe/Zurich",
    screenshot: "only-on-failure",
    // Recording a trace films every frame: it doubled the suite's CPU time on two cores (a sample of 7 tests: 97 s
    // against 54 s). CI records one only when it retries a failed test; here every failure keeps its trace.
    trace: ci ? "on-first-retry" : "retain-on-failure",
    // A click or a navigation that cannot happen fails within these instead of waiting out the test's whole time
    // (the placement round's is long): a placement round once stood 15 minutes on one click and held up CI.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
