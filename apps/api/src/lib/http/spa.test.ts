import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect } from "vitest";
import { createApp } from "../../app.ts";
import { it } from "../../test/api-test.ts";
import type { TestApp } from "../../test/test-app.ts";

const INDEX_HTML = `<!doctype html><html><head><title>Stint</title></head><body><div id="root"></div></body></html>`;

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** The file's app with a small web build mounted: index.html and one asset. */
async function webApp(app: TestApp) {
  const dist = await mkdtemp(path.join(tmpdir(), "stint-spa-"));
  folders.push(dist);
  await writeFile(path.join(dist, "index.html"), INDEX_HTML);
  await mkdir(path.join(dist, "assets"));
  await writeFile(path.join(dist, "assets", "app-Ab12Cd34.js"), "console.log(1);");
  const web = createApp(app.deps, { webDist: dist });
  return async (url: string) => {
    const response = await web.request(url, { headers: { accept: "text/html,*/*;q=0.8" } });
    return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
  };
}

describe("pages and files the web app does not have", () => {
  it("answers a page path without a screen with the app and 404, so its not-found screen shows", async ({ app }) => {
    const get = await webApp(app);
    for (const url of ["/no-such-screen", "/job-detail", "/job-detail/1/2", "/account/student", "/cv-list/x"]) {
      const page = await get(url);
      expect(page.status, url).toBe(404);
      expect(page.type, url).toMatch(/^text\/html/);
      expect(page.text, url).toBe(INDEX_HTML);
    }
    // Known screens, with ids, query strings, a trailing slash or capitals (as the router matches), stay 200.
    for (const url of [
      "/",
      "/login",
      "/job-posting-list?sort=newest",
      "/job-detail/0b9f5c1e-5d0c-4a52-9a57-6c3f2f3ad111",
      "/matching-applicants/abc/student-matching",
      "/account/company/edit/",
      "/CV-List",
    ]) {
      const page = await get(url);
      expect(page.status, url).toBe(200);
      expect(page.text, url).toBe(INDEX_HTML);
    }
  });

  it("serves a robots.txt that opens the public pages only, and 404 for any other file it does not have", async ({
    app,
  }) => {
    const get = await webApp(app);
    const robots = await get("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.type).toMatch(/^text\/plain/);
    const rules = robots.text.split("\n");
    expect(rules).toContain("User-agent: *");
    for (const rule of ["Disallow: /api/", "Disallow: /job-detail/", "Disallow: /account/student/detail"]) {
      expect(rules).toContain(rule);
    }
    for (const open of ["/", "/login", "/sign-up/"]) expect(rules).not.toContain(`Disallow: ${open}`);

    for (const url of ["/sitemap.xml", "/wp-login.php", "/favicon.ico", "/job-detail/x.js", "/assets/gone-1234.js"]) {
      const file = await get(url);
      expect(file.status, url).toBe(404);
      expect(file.text, url).not.toContain("<html");
    }
    expect((await get("/assets/app-Ab12Cd34.js")).status).toBe(200);
  });
});

describe("the page's language (decision 035)", () => {
  /** A build with an English and a German page (and the landing's, when asked), served with German offered or not. */
  async function pages(app: TestApp, uiLanguages: ("en" | "de")[], { landingPages = false } = {}) {
    const dist = await mkdtemp(path.join(tmpdir(), "stint-spa-lang-"));
    folders.push(dist);
    const page = (lang: string, words: string) =>
      `<!doctype html><html lang="${lang}" data-mantine-color-scheme="light"><head><title>Stint</title></head><body><div id="root">${words}</div></body></html>`;
    await writeFile(path.join(dist, "index.html"), page("en", "Loading Stint"));
    await writeFile(path.join(dist, "index.en.html"), page("en", "Loading Stint"));
    await writeFile(path.join(dist, "index.de.html"), page("de", "Stint wird geladen"));
    if (landingPages) {
      await writeFile(path.join(dist, "landing.en.html"), page("en", "Loading Stint, with the landing's words"));
      await writeFile(
        path.join(dist, "landing.de.html"),
        page("de", "Stint wird geladen, mit den Worten der Startseite"),
      );
    }
    const web = createApp({ ...app.deps, env: { ...app.deps.env, uiLanguages } }, { webDist: dist });
    return async (url: string, headers: Record<string, string> = {}) => {
      const response = await web.request(url, { headers: { accept: "text/html", ...headers } });
      return { vary: response.headers.get("vary"), text: await response.text() };
    };
  }

  it("sends a German browser the German page, with the language, its region's locale and the languages offered", async ({
    app,
  }) => {
    const get = await pages(app, ["en", "de"]);
    for (const url of ["/", "/index.html", "/login", "/no-such-screen"]) {
      const page = await get(url, { "accept-language": "de-CH,de;q=0.9,en;q=0.5" });
      expect(page.text, url).toContain('<html lang="de" data-locale="de-CH" data-ui-languages="en,de"');
      expect(page.text, url).toContain("Stint wird geladen");
      expect(page.vary, url).toMatch(/Accept-Language/);
    }
    // The switch's cookie wins over the browser; the browser's region stays the formats' locale only in German.
    const chosen = await get("/", { "accept-language": "de-CH", cookie: "stint_lang=en" });
    expect(chosen.text).toContain('<html lang="en" data-locale="en-GB"');
    expect(chosen.text).toContain("Loading Stint");
    const english = await get("/login", { "accept-language": "fr-CH, en-US;q=0.8" });
    expect(english.text).toContain('<html lang="en" data-locale="en-US"');
  });

  it("sends the landing its own page, which carries the landing's words, and every other screen the shared one", async ({
    app,
  }) => {
    const get = await pages(app, ["en", "de"], { landingPages: true });
    for (const url of ["/", "/index.html", "/landing.de.html"]) {
      const page = await get(url, { cookie: "stint_lang=de" });
      expect(page.text, url).toContain('<html lang="de" data-locale="de-DE" data-ui-languages="en,de"');
      expect(page.text, url).toContain("mit den Worten der Startseite");
    }
    expect((await get("/")).text).toContain("Loading Stint, with the landing's words");
    for (const url of ["/login", "/job-posting-list", "/no-such-screen"]) {
      const page = await get(url, { cookie: "stint_lang=de" });
      expect(page.text, url).toContain("Stint wird geladen");
      expect(page.text, url).not.toContain("Startseite");
    }
  });

  it("keeps to English while German is not offered, whatever the browser or the cookie asks", async ({ app }) => {
    const get = await pages(app, ["en"]);
    const page = await get("/", { "accept-language": "de-CH", cookie: "stint_lang=de" });
    expect(page.text).toContain('<html lang="en" data-locale="en-GB" data-ui-languages="en"');
    expect(page.text).toContain("Loading Stint");
  });
});
