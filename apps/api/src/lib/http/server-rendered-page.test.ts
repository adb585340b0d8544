import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, vi } from "vitest";
import { createApp } from "../../app.ts";
import { it } from "../../test/api-test.ts";
import type { TestApp } from "../../test/test-app.ts";

// A signed-in visitor's page comes rendered by the web build's renderer (dist-server/entry-server.js beside
// dist), whose API calls reach this app in process with the visitor's cookie; everyone else, and every page the
// renderer skips or fails on, gets the static index.html. Checked on a fake web build in a temporary folder,
// one per renderer, each mounted on its own app (a renderer is imported once per app).

const INDEX_HTML = `<!doctype html><html><head><title>Stint</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>`;

/** What a fake renderer notes on `globalThis`, by the tag of its build: evaluations and calls. */
type Notes = { loaded: number; renders: { url: string; distDir: string }[] };
const allNotes = () => ((globalThis as { __stintPageNotes?: Record<string, Notes> }).__stintPageNotes ??= {});

/** A module's source that notes its loading and its calls under `tag`, then runs `body` as renderPage's. */
const renderer = (body: string) => (tag: string) => `
const notes = ((globalThis.__stintPageNotes ??= {})[${JSON.stringify(tag)}] ??= { loaded: 0, renders: [] });
notes.loaded += 1;
export async function renderPage({ url, distDir, transport }) {
  notes.renders.push({ url, distDir });
  ${body}
}
`;

// Asks the API who the visitor is, with a cookie of its own that the transport must replace by the visitor's.
const callsTheApi = renderer(`
  const response = await transport("/api/me", {
    headers: { accept: "application/json", cookie: "better-auth.session_token=not-the-visitors" },
  });
  return { html: "<p>rendered for " + response.status + " " + (await response.text()) + "</p>" };
`);
const skips = renderer(`return { skipped: "not a server-rendered screen", error: new Error("no such screen") };`);
const throws = renderer(`throw new Error("the renderer broke");`);
/** A build whose renderer fails while it loads (a top-level error), before any renderPage. */
const failsToLoad = (tag: string) =>
  `${renderer("return { html: 'unreachable' };")(tag)}\nthrow new Error("the renderer did not load");\n`;

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

let builds = 0;
/** A web build in a new folder: dist/index.html, and dist-server/entry-server.js unless `source` is null. */
async function webBuild(source: ((tag: string) => string) | null) {
  const root = await mkdtemp(path.join(tmpdir(), "stint-ssr-"));
  folders.push(root);
  const dist = path.join(root, "dist");
  await mkdir(dist);
  await writeFile(path.join(dist, "index.html"), INDEX_HTML);
  builds += 1;
  const tag = `build-${builds}-${path.basename(root)}`;
  if (source) {
    await mkdir(path.join(root, "dist-server"));
    await writeFile(path.join(root, "dist-server/entry-server.js"), source(tag));
  }
  return { dist, notes: () => allNotes()[tag] ?? { loaded: 0, renders: [] } };
}

/** The file's app with `dist` mounted as its web build, and a GET for a page with a browser's Accept. */
function webApp(app: TestApp, dist: string) {
  const web = createApp(app.deps, { webDist: dist });
  return async (url: string, headers: Record<string, string> = {}) => {
    const response = await web.request(url, { headers: { accept: "text/html,*/*;q=0.8", ...headers } });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
}

/** A new web build of `source` mounted on its own app: the build (its renderer's notes) and a GET of a page. */
async function servedBuild(app: TestApp, source: ((tag: string) => string) | null) {
  const build = await webBuild(source);
  return { build, get: webApp(app, build.dist) };
}

function expectStaticPage(page: { status: number; headers: Headers; text: string }) {
  expect(page.status).toBe(200);
  expect(page.text).toBe(INDEX_HTML);
  expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  expect(page.headers.get("cache-control")).toBe("no-cache");
  expect(page.headers.get("vary")).toMatch(/(^|,\s*)cookie(\s*,|$)/i);
}

describe("server-rendered pages", () => {
  it("sends a visitor without a cookie the static page, without loading the renderer", async ({ app }) => {
    const { build, get } = await servedBuild(app, callsTheApi);

    for (const url of ["/job-posting-list", "/job-detail/123?tab=details"]) {
      expectStaticPage(await get(url));
    }
    expect(build.notes()).toEqual({ loaded: 0, renders: [] });
  });

  it("serves / and /index.html as the file itself, never rendered (the landing is no server-rendered screen)", async ({
    app,
    signedInStudent,
  }) => {
    const { build, get } = await servedBuild(app, callsTheApi);
    const { client } = await signedInStudent();

    for (const url of ["/", "/index.html"]) {
      const page = await get(url, { cookie: client.cookieHeader });
      expect(page.status, url).toBe(200);
      expect(page.text, url).toBe(INDEX_HTML);
      expect(page.headers.get("cache-control"), url).toBe("no-cache");
    }
    expect(build.notes()).toEqual({ loaded: 0, renders: [] });
  });

  it("renders a signed-in visitor's page, its API calls answered in process with the visitor's session", async ({
    app,
    signedInStudent,
  }) => {
    const { build, get } = await servedBuild(app, callsTheApi);
    const student = await signedInStudent();
    const cookie = student.client.cookieHeader;
    expect(cookie).toMatch(/session_token=/);

    const page = await get("/job-detail/123?tab=details", { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("vary")).toMatch(/(^|,\s*)cookie(\s*,|$)/i);
    const [, status, body] = /^<p>rendered for (\d+) (.*)<\/p>$/s.exec(page.text) ?? [];
    expect(status).toBe("200");
    expect(JSON.parse(body!)).toMatchObject({ user: { id: student.id, email: student.email }, role: "student" });
    expect(build.notes().renders).toEqual([
      { url: "http://localhost/job-detail/123?tab=details", distDir: build.dist },
    ]);

    // The next page is rendered by the module already loaded.
    const next = await get("/job-posting-list", { cookie });
    expect(next.headers.get("cache-control")).toBe("private, no-store");
    expect(next.text).toContain(student.email);
    expect(build.notes().loaded).toBe(1);
    expect(build.notes().renders.map((render) => render.url)).toEqual([
      "http://localhost/job-detail/123?tab=details",
      "http://localhost/job-posting-list",
    ]);
  });

  it("renders with a cookie that holds no session, and the API answers the renderer 401", async ({ app }) => {
    const { build, get } = await servedBuild(app, callsTheApi);

    const page = await get("/job-posting-list", { cookie: "better-auth.session_token=bogus.value" });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const [, status, body] = /^<p>rendered for (\d+) (.*)<\/p>$/s.exec(page.text) ?? [];
    expect(status).toBe("401");
    expect(JSON.parse(body!)).toMatchObject({ error: expect.anything() });
    expect(build.notes().renders).toHaveLength(1);
  });

  it("sends the static page to a request that does not accept HTML, without rendering", async ({
    app,
    signedInStudent,
  }) => {
    const { build, get } = await servedBuild(app, callsTheApi);
    const { client } = await signedInStudent();

    expectStaticPage(await get("/job-posting-list", { cookie: client.cookieHeader, accept: "application/json" }));
    expect(build.notes().renders).toEqual([]);
  });

  it("sends the static page when the renderer skips the page", async ({ app, signedInStudent }) => {
    const { build, get } = await servedBuild(app, skips);
    const { client } = await signedInStudent();
    const debug = vi.spyOn(app.deps.logger, "debug");
    try {
      expectStaticPage(await get("/cv-list", { cookie: client.cookieHeader }));
      expect(build.notes().renders).toHaveLength(1);
      expect(debug).toHaveBeenCalledWith(
        expect.objectContaining({ path: "/cv-list", reason: "not a server-rendered screen" }),
        "page not rendered on the server",
      );
    } finally {
      debug.mockRestore();
    }
  });

  it.for([
    { failure: "the renderer throws", source: throws, renders: 2, message: "the renderer broke" },
    { failure: "the renderer fails to load", source: failsToLoad, renders: 0, message: "the renderer did not load" },
  ])(
    "sends the static page, never a 5xx, when $failure, and logs a warning each time",
    async ({ source, renders, message }, { app, signedInStudent }) => {
      const { build, get } = await servedBuild(app, source);
      const { client } = await signedInStudent();
      const warn = vi.spyOn(app.deps.logger, "warn");
      try {
        for (const url of ["/job-posting-list", "/job-detail/456"]) {
          expectStaticPage(await get(url, { cookie: client.cookieHeader }));
        }
        expect(build.notes().renders).toHaveLength(renders);
        expect(warn).toHaveBeenCalledTimes(2);
        expect(warn).toHaveBeenLastCalledWith(
          expect.objectContaining({ path: "/job-detail/456", err: expect.objectContaining({ message }) }),
          expect.stringMatching(/could not be rendered/),
        );
      } finally {
        warn.mockRestore();
      }
    },
  );

  it("never renders an /api address: an unknown one is a JSON 404, a known one its JSON", async ({
    app,
    signedInStudent,
  }) => {
    const { build, get } = await servedBuild(app, callsTheApi);
    const student = await signedInStudent();
    const cookie = student.client.cookieHeader;

    for (const url of ["/api", "/api/no-such-thing", "/api/jobs/1/no-such-thing"]) {
      const answer = await get(url, { cookie });
      expect(answer.status, url).toBe(404);
      expect(answer.headers.get("content-type"), url).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text), url).toMatchObject({ error: { code: "not-found" } });
      expect(answer.text, url).not.toContain("rendered for");
      expect(answer.text, url).not.toContain('<div id="root">');
    }
    const me = await get("/api/me", { cookie });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.text)).toMatchObject({ user: { id: student.id } });
    expect(build.notes()).toEqual({ loaded: 0, renders: [] });
  });

  it("sends the static page when the build has no dist-server", async ({ app, signedInStudent }) => {
    const { get } = await servedBuild(app, null);
    const { client } = await signedInStudent();
    const warn = vi.spyOn(app.deps.logger, "warn");
    try {
      for (const url of ["/job-posting-list", "/job-detail/1"]) {
        expectStaticPage(await get(url, { cookie: client.cookieHeader }));
      }
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
