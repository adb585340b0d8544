// Part of the web bench (scripts/bench-web.mjs): what rendering a signed-in visitor's first view on the server
// costs (decision 021), beside the static page it replaces. Sequential requests as a browser's navigation sends
// them (`Accept: text/html`, the session's cookie), each for a page not asked before: job pages by distinct
// ids, job lists by distinct words from the jobs' titles.
import { call, fmt, median, percentile, residentMb, table } from "./bench-kit.mjs";

const PAGE_COUNT = 60;

async function timedPage(baseUrl, path, cookie) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { accept: "text/html", ...(cookie ? { cookie } : {}) },
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return { ms: performance.now() - started, rendered: body.includes('id="stint-state"') };
}

async function timedPages(baseUrl, paths, cookie) {
  const results = [];
  for (const path of paths) results.push(await timedPage(baseUrl, path, cookie));
  return results;
}

/** Distinct job ids and title words from the first pages of the search. */
async function distinctPages(baseUrl, cookie) {
  const ids = new Set();
  const words = new Set();
  for (let page = 1; ids.size < PAGE_COUNT && page <= 10; page++) {
    const { items } = await call(baseUrl, cookie, "GET", `/api/jobs?page=${page}&pageSize=20`);
    if (items.length === 0) break;
    for (const job of items) {
      ids.add(job.id);
      for (const word of job.title.toLowerCase().split(/[^a-z]+/)) if (word.length > 3) words.add(word);
    }
  }
  return {
    details: [...ids].slice(0, PAGE_COUNT).map((id) => `/job-detail/${id}`),
    lists: [...words].slice(0, PAGE_COUNT).map((word) => `/job-posting-list?q=${encodeURIComponent(word)}`),
  };
}

const row = (what, results) => {
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  return [
    what,
    String(results.length),
    String(results.filter((r) => r.rendered).length),
    fmt(median(sorted)),
    fmt(percentile(sorted, 0.9)),
    fmt(sorted.at(-1)),
  ];
};

/** Prints the table and returns its figures. */
export async function benchServerRender(server, cookie) {
  const { details, lists } = await distinctPages(server.baseUrl, cookie);
  const residentBefore = residentMb(server.child.pid);
  const [first] = await timedPages(server.baseUrl, [details.shift()], cookie);
  const detailTimes = await timedPages(server.baseUrl, details, cookie);
  const listTimes = await timedPages(server.baseUrl, lists, cookie);
  const staticTimes = await timedPages(server.baseUrl, lists.slice(0, 20), null);
  const residentAfter = residentMb(server.child.pid);
  table(
    "Server-rendered first view (decision 021): whole response, ms, sequential, each page asked once",
    ["page", "requests", "rendered", "p50", "p90", "max"],
    [
      row("first page after start (loads the renderer)", [first]),
      row("/job-detail/{id}, distinct ids", detailTimes),
      row("/job-posting-list?q=…, distinct words", listTimes),
      row("the static page (signed out), for comparison", staticTimes),
    ],
  );
  console.log(
    `Server resident memory before the first render ${fmt(residentBefore)} MB, after ${fmt(residentAfter)} MB`,
  );
  return { first, detailTimes, listTimes, staticTimes, residentBefore, residentAfter };
}
