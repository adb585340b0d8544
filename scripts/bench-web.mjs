// The web section of `npm run bench` (or on its own: `node scripts/bench-web.mjs`): what a first visit costs a
// phone, against the built app (issue 13).
//
//   (a) sizes, from apps/web/dist (scripts/lib/web-bundle.mjs): the entry's JavaScript (index.html's script,
//       its module preloads and their static imports) and CSS, gzip; the largest chunk outside the entry
//   (b) Lighthouse, mobile preset (simulated slow 4G and a 4× slower CPU), performance and accessibility, with the
//       system Chromium, BENCH_WEB_RUNS times (3 by default) per page, in turn; the median counts:
//         /                   signed out (signed in, it sends on to the dashboard)
//         /job-posting-list   signed in as the demo student Lena Meier
//         /job-detail/{id}    the same, on the newest published job
//       and the first two again in German (the `stint_lang=de` cookie, as the landing's switch sets it): issue 35
//       asks German within 2 points of English
//       The server is `node apps/api/src/main.ts` with the demo data (scripts/lib/server.mjs), serving the build.
//   (c) the server's rendering of those two signed-in pages (scripts/lib/bench-server-render.mjs): response times
//       for distinct pages beside the static page, and the server's memory before and after.
//
// Lighthouse is not a dependency (CI's `npm ci` would download it and its Chromium tooling for nothing): the
// first run installs it into node_modules/.cache/stint-lighthouse with npm.
//
// Options (environment): BENCH_WEB_RUNS (default 3), CHROME_PATH (default /usr/bin/chromium), BENCH_WEB_REPORTS (a
// folder that receives each run's full Lighthouse report as JSON, to see where the time went), BENCH_WEB_BASELINE
// (another checkout with its web app built: its server is audited in the same rounds, for a before and after).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DEMO_PASSWORD, DEMO_STUDENTS } from "../apps/api/src/demo/demo-accounts.ts";
import { isMainScript } from "./lib/bench-database.mjs";
import { call, fmt, loadText, median, signIn, table } from "./lib/bench-kit.mjs";
import { ensureWebBuilt, npmCommand, repoRoot, webDist } from "./lib/build-web.mjs";
import { benchServerRender } from "./lib/bench-server-render.mjs";
import { startServer } from "./lib/server.mjs";
import { webBundleSizes } from "./lib/web-bundle.mjs";

export const ENTRY_JS_TARGET_KB = 150;
export const CHUNK_TARGET_KB = 50;
export const PERFORMANCE_TARGET = 90;
export const ACCESSIBILITY_TARGET = 100;
const LIGHTHOUSE_VERSION = "13.5.0";
const LIGHTHOUSE_DIR = path.join(repoRoot, "node_modules/.cache/stint-lighthouse");
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

const kb = (bytes) => bytes / 1000;

/** The language cookie the landing's switch sets (packages/shared/src/ui-languages.ts). */
const GERMAN = "stint_lang=de";
/** How far a German page's Lighthouse performance may lie below its English page's (issue 35). */
export const LANGUAGE_GAP_TARGET = 2;

/** Lighthouse and chrome-launcher from the cache folder, installed there first when missing. */
async function loadLighthouse() {
  const modules = path.join(LIGHTHOUSE_DIR, "node_modules");
  const entry = path.join(modules, "lighthouse/core/index.js");
  if (!existsSync(entry)) {
    console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${path.relative(repoRoot, LIGHTHOUSE_DIR)}…`);
    const args = ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", LIGHTHOUSE_DIR];
    const [command, commandArgs] = npmCommand([...args, `lighthouse@${LIGHTHOUSE_VERSION}`]);
    const result = spawnSync(command, commandArgs, { cwd: repoRoot, stdio: "inherit" });
    if (result.status !== 0) throw new Error(`installing lighthouse failed (exit code ${result.status})`);
  }
  const { default: lighthouse } = await import(pathToFileURL(entry).href);
  const chromeLauncher = await import(pathToFileURL(path.join(modules, "chrome-launcher/dist/index.js")).href);
  const { default: puppeteer } = await import(
    pathToFileURL(path.join(modules, "puppeteer-core/lib/puppeteer/puppeteer-core.js")).href
  );
  return { lighthouse, chromeLauncher, puppeteer };
}

/**
 * Puts the session's cookies (`name=value; …`) into the browser, for the page's origin. Not Lighthouse's
 * extraHeaders: the first answer refreshes the session's cookie cache (Set-Cookie), and from then on Chromium
 * sends the cookie it stored instead of the header's, without the session token, so the API answers 401.
 */
async function setCookies(puppeteer, port, url, cookie) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const { hostname } = new URL(url);
    const pairs = cookie ? cookie.split("; ") : [];
    const cookies = pairs.map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: "/", httpOnly: true };
    });
    if (cookies.length > 0) await browser.setCookie(...cookies);
  } finally {
    await browser.disconnect();
  }
}

let savedReports = 0;
function saveReport(url, json) {
  const folder = process.env.BENCH_WEB_REPORTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const page = new URL(url).pathname.split("/")[1] || "home";
  writeFileSync(path.join(folder, `${String(++savedReports).padStart(2, "0")}-${page}.json`), json);
}

/**
 * Lighthouse sometimes loses the start of its own trace ("NO_NAVSTART … Please run Lighthouse again"), a fault of
 * the recording, not of the page: such a run is repeated, twice at most, and said so.
 */
async function auditAgainOnTraceError(tools, url, cookie) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(tools, url, cookie);
    } catch (error) {
      if (attempt > 2 || !TRACE_ERRORS.some((code) => String(error.message).includes(code))) throw error;
      console.log(`  ${url}: ${error.message.split(" Something")[0]}; running it again`);
    }
  }
}

// And a page load Chromium gave up on (an interstitial), which a machine busy with other work sometimes causes.
const TRACE_ERRORS = ["NO_NAVSTART", "NO_TRACING_STARTED", "CHROME_INTERSTITIAL_ERROR"];

/** One Lighthouse run (a fresh Chromium, so nothing is cached): the two scores (0–100) and the main timings. */
async function audit({ lighthouse, chromeLauncher, puppeteer }, url, cookie) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    // Every run connects once before Lighthouse, with cookies or without: a page without them would otherwise
    // share the browser's own start-up with its first moments and score lower than the same page with them.
    await setCookies(puppeteer, chrome.port, url, cookie);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    saveReport(url, result.report);
    const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    // A page that sent the run elsewhere (to sign in) would be scored for the wrong screen.
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse on ${url} ended on ${finalDisplayedUrl}`);
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      fcpMs: audits["first-contentful-paint"].numericValue,
      lcpMs: audits["largest-contentful-paint"].numericValue,
      tbtMs: audits["total-blocking-time"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      failedAccessibility: categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => ref.id),
    };
  } finally {
    await chrome.kill();
  }
}

const medianAndRange = (values, digits = 0) =>
  `${fmt(median(values), digits)} (${fmt(Math.min(...values), digits)}–${fmt(Math.max(...values), digits)})`;

function report(sizes, pages, runs) {
  const entry = kb(sizes.entryJs.gzip);
  const largest = sizes.largestChunk ? kb(sizes.largestChunk.gzip) : 0;
  table(
    "Web app download (apps/web/dist, gzip level 9, kB = 1,000 bytes)",
    ["what", "kB gzip", "target", "met", "files"],
    [
      [
        "entry JavaScript",
        fmt(entry),
        `≤ ${ENTRY_JS_TARGET_KB}`,
        entry <= ENTRY_JS_TARGET_KB ? "yes" : "NO",
        sizes.entryJs.files.map((f) => `${path.basename(f.file)} ${fmt(kb(f.gzip))}`).join(", "),
      ],
      [
        "entry CSS",
        fmt(kb(sizes.entryCss.gzip)),
        "-",
        "-",
        sizes.entryCss.files.map((f) => path.basename(f.file)).join(", "),
      ],
      [
        "largest other chunk",
        fmt(largest),
        `≤ ${CHUNK_TARGET_KB}`,
        largest <= CHUNK_TARGET_KB ? "yes" : "NO",
        sizes.largestChunk ? path.basename(sizes.largestChunk.file) : "-",
      ],
    ],
  );
  table(
    `Lighthouse ${LIGHTHOUSE_VERSION}, mobile preset, ${runs} runs per page: median (min–max)`,
    ["page", "performance", "target", "accessibility", "target", "met", "FCP ms", "LCP ms", "TBT ms", "CLS"],
    pages.map((page) => {
      const performance = median(page.runs.map((r) => r.performance));
      const accessibility = median(page.runs.map((r) => r.accessibility));
      return [
        page.name,
        medianAndRange(page.runs.map((r) => r.performance)),
        `≥ ${PERFORMANCE_TARGET}`,
        medianAndRange(page.runs.map((r) => r.accessibility)),
        `${ACCESSIBILITY_TARGET}`,
        performance >= PERFORMANCE_TARGET && accessibility >= ACCESSIBILITY_TARGET ? "yes" : "NO",
        fmt(median(page.runs.map((r) => r.fcpMs)), 0),
        fmt(median(page.runs.map((r) => r.lcpMs)), 0),
        fmt(median(page.runs.map((r) => r.tbtMs)), 0),
        fmt(median(page.runs.map((r) => r.cls)), 3),
      ];
    }),
  );
  const german = pages.filter((page) => page.englishOf !== undefined);
  if (german.length > 0)
    table(
      "German against English: Lighthouse performance, median of the runs",
      ["page", "English", "German", "difference", "target", "met"],
      german.map((page) => {
        const english = median(pages[page.englishOf].runs.map((r) => r.performance));
        const own = median(page.runs.map((r) => r.performance));
        return [
          page.name,
          fmt(english),
          fmt(own),
          fmt(own - english),
          `≥ −${LANGUAGE_GAP_TARGET}`,
          english - own <= LANGUAGE_GAP_TARGET ? "yes" : "NO",
        ];
      }),
    );
  const failed = [...new Set(pages.flatMap((page) => page.runs.flatMap((r) => r.failedAccessibility)))];
  if (failed.length) console.log(`Accessibility audits that failed in some run: ${failed.join(", ")}`);
  console.log(`Load average at the end: ${loadText()}`);
}

/** A server on the demo data, signed in as the demo student, with the pages to audit. */
async function pagesOf(label, server) {
  const student = DEMO_STUDENTS[0];
  const cookie = await signIn(server.baseUrl, { email: student.email, password: DEMO_PASSWORD });
  const jobs = await call(server.baseUrl, cookie, "GET", "/api/jobs?limit=1");
  const jobId = jobs.items[0]?.id;
  if (!jobId) throw new Error("the demo data has no published job");
  const german = (cookies) => [cookies, `${GERMAN}`].filter(Boolean).join("; ");
  const pages = [
    { name: "/ (signed out)", path: "/", cookie: null, runs: [] },
    { name: `/job-posting-list (${student.email})`, path: "/job-posting-list", cookie, runs: [] },
    { name: "/job-detail/{id} (the same)", path: `/job-detail/${jobId}`, cookie, runs: [] },
    { name: "/ (signed out, German)", path: "/", cookie: german(null), runs: [], englishOf: 0 },
    { name: "/job-posting-list (German)", path: "/job-posting-list", cookie: german(cookie), runs: [], englishOf: 1 },
  ];
  return { label, server, cookie, pages };
}

/** This checkout's pages against a baseline's (BENCH_WEB_BASELINE): performance, LCP and TBT medians. */
function reportAgainstBaseline(baseline, own) {
  const column = (page, key, digits = 0) => fmt(median(page.runs.map((r) => r[key])), digits);
  table(
    `Lighthouse against ${baseline.label} (the same rounds, in turn): median of the runs`,
    ["page", "performance", "before", "LCP ms", "before", "TBT ms", "before", "FCP ms", "before"],
    own.pages.map((page, index) => {
      const before = baseline.pages[index];
      return [
        page.name,
        column(page, "performance"),
        column(before, "performance"),
        column(page, "lcpMs"),
        column(before, "lcpMs"),
        column(page, "tbtMs"),
        column(before, "tbtMs"),
        column(page, "fcpMs"),
        column(before, "fcpMs"),
      ];
    }),
  );
}

/**
 * The web section: sizes of the build and Lighthouse on three pages. BENCH_WEB_BASELINE=<another checkout, its
 * web app built> audits that checkout's server in the same rounds, in turn with this one's, for a before and after
 * on the same machine state.
 */
export async function benchWeb({ runs = Number(process.env.BENCH_WEB_RUNS ?? 3) } = {}) {
  runs = Math.max(1, Math.min(9, runs));
  await ensureWebBuilt();
  const sizes = webBundleSizes(webDist);
  const tools = await loadLighthouse();
  const baselineFolder = process.env.BENCH_WEB_BASELINE;
  const started = [];
  try {
    // One after the other: both would make the demo snapshot in the one cache folder.
    started.push(await startServer({ env: { DEMO_DATA: "true" }, timeoutMs: 400_000 }));
    const own = await pagesOf("this checkout", started[0]);
    // First, while the server has rendered nothing yet: its memory before the renderer loads.
    const serverRender = await benchServerRender(own.server, own.cookie);
    const checkouts = [own];
    if (baselineFolder) {
      const entry = path.resolve(baselineFolder, "apps/api/src/main.ts");
      started.push(await startServer({ env: { DEMO_DATA: "true" }, timeoutMs: 400_000, entry }));
      checkouts.unshift(await pagesOf(path.basename(path.resolve(baselineFolder)), started[1]));
    }
    // In turn rather than page after page (and checkout after checkout, the order turned every other round), so
    // that a busy moment of the machine does not fall on one page only.
    for (let run = 0; run < runs; run++) {
      for (let index = 0; index < own.pages.length; index++) {
        const order = run % 2 === 0 ? checkouts : [...checkouts].reverse();
        for (const { label, server, pages } of order) {
          const page = pages[index];
          const result = await auditAgainOnTraceError(tools, `${server.baseUrl}${page.path}`, page.cookie);
          page.runs.push(result);
          console.log(
            `  ${checkouts.length > 1 ? `${label}: ` : ""}${page.name}: run ${run + 1}/${runs} performance ` +
              `${result.performance}, accessibility ${result.accessibility}, LCP ${fmt(result.lcpMs, 0)} ms, ` +
              `TBT ${fmt(result.tbtMs, 0)} ms`,
          );
        }
      }
    }
    if (checkouts.length > 1) {
      console.log(`\n${checkouts[0].label}:`);
      report(webBundleSizes(path.resolve(baselineFolder, "apps/web/dist")), checkouts[0].pages, runs);
      console.log("\nthis checkout:");
    }
    report(sizes, own.pages, runs);
    if (checkouts.length > 1) reportAgainstBaseline(checkouts[0], own);
    return {
      entryJsGzip: sizes.entryJs.gzip,
      entryCssGzip: sizes.entryCss.gzip,
      largestChunk: sizes.largestChunk,
      pages: own.pages.map(({ name, runs: results }) => ({ name, runs: results })),
      serverRender,
    };
  } finally {
    await Promise.all(started.map((server) => server.stop()));
  }
}

if (isMainScript(import.meta.url)) await benchWeb();
