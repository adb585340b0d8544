import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { isPageRoute } from "@stint/shared/page-routes";
import { type PageLanguage, pageLanguageOf, type UiLanguage, withPageLanguage } from "@stint/shared/ui-languages";
import type { AppEnv } from "./app-env.ts";
import { ROBOTS_TXT } from "./robots-txt.ts";
import { serverRenderedPage } from "./server-rendered-page.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built web app: hashed assets cached for a year (`immutable`), index.html revalidated on every load
 * (after a release it must point at the new chunks, not deleted ones), other files for an hour, and every other
 * path answered with index.html so the client router can take over (for a signed-in visitor, some screens come
 * rendered: server-rendered-page.ts). A path the app has no screen for gets index.html with 404, and the app
 * shows its not-found screen; a missing file (an asset, any path with a file extension) is a plain 404, not the
 * page; robots.txt is the app's own (robots-txt.ts).
 * Files go out brotli- or gzip-compressed from the copies the build wrote beside them (apps/web/vite.config.ts).
 * Without a build (API-only tests) nothing is mounted.
 */
export function mountSpa(
  app: Hono<AppEnv>,
  distDir: string,
  options: {
    clientIpHeader?: string;
    uiLanguages?: readonly UiLanguage[];
    /** A signed-in visitor's chosen language, and where to note the one a page went out in (the accounts module). */
    accountLanguage?: AccountLanguageOfPages;
  } = {},
) {
  const offered = options.uiLanguages ?? ["en"];
  const indexFile = path.join(distDir, "index.html");
  if (!existsSync(indexFile)) return;
  const root = path.relative(process.cwd(), distDir);
  // The build's manifest (dist/.vite) is read by the page renderer, not fetched by browsers.
  app.all("/.vite/*", (c) => c.notFound());
  app.use(
    "/assets/*",
    staticFiles(root, () => IMMUTABLE),
  );
  app.get("/assets/*", (c) => c.notFound());
  app.get("/robots.txt", (c) => {
    c.header("cache-control", "public, max-age=3600");
    return c.text(ROBOTS_TXT);
  });
  // A page (`/`, `/index.html`) is the language's page below, never the file as it lies.
  const files = staticFiles(root, () => "public, max-age=3600");
  app.use("*", (c, next) => (FILE_NAME.test(c.req.path) && !isIndex(c.req.path) ? files(c, next) : next()));
  const renderPage = serverRenderedPage(app, distDir, options);
  // Read once per language, as the page renderer reads its template: a release restarts the server. The
  // landing's page carries its words too (apps/web/language-pages.ts); the other is every other screen's.
  const staticPages = new Map<string, Promise<string>>();
  const staticPage = (language: UiLanguage, landing: boolean) => {
    const name = `${landing ? "landing" : "index"}.${language}.html`;
    let page = staticPages.get(name);
    if (!page) {
      const file = [name, `index.${language}.html`].map((own) => path.join(distDir, own)).find(existsSync);
      page = readFile(file ?? indexFile, "utf8");
      staticPages.set(name, page);
    }
    return page;
  };
  app.get("*", async (c) => {
    if (c.req.path === "/api" || c.req.path.startsWith("/api/")) return c.notFound();
    if (FILE_NAME.test(c.req.path) && !isIndex(c.req.path)) return c.notFound();
    const known = isPageRoute(c.req.path) || isIndex(c.req.path);
    const headers = { cookie: c.req.header("cookie"), acceptLanguage: c.req.header("accept-language") };
    // A signed-in visitor's own choice wins over the switch's cookie and the browser (decision 035).
    const account = await options.accountLanguage?.choice(c);
    const language: PageLanguage = pageLanguageOf({ ...headers, choice: account?.choice }, offered);
    if (account) options.accountLanguage!.used(account, language.language);
    // The landing (`/`, `/index.html`) is no server-rendered screen: always the language's static page.
    const landing = c.req.path === "/" || isIndex(c.req.path);
    const page = known && !landing ? await renderPage(c, language) : null;
    // A rendered page is the visitor's own: never stored, and another session gets another page. Either is in the
    // language the cookie or the browser asks for.
    c.header("cache-control", page ? "private, no-store" : "no-cache");
    c.header("vary", "Cookie, Accept-Language");
    return c.html(page ?? withPageLanguage(await staticPage(language.language, landing), language), known ? 200 : 404);
  });
}

/** What spa.ts asks of the accounts module (modules/accounts/account-language/page-language.ts). */
/** A signed-in visitor's account: its chosen language and the one its last page went out in. */
type PageAccount = { userId: string; choice: string | null; lastUsed: string | null };

export type AccountLanguageOfPages = {
  choice(c: Context<AppEnv>): Promise<PageAccount | null>;
  used(account: PageAccount, language: UiLanguage): void;
};

/** A last segment with an extension (`robots.txt`, `wp-login.php`): a file, which no screen's path has. */
const FILE_NAME = /\.[a-z0-9]{1,10}$/i;

/** `index.html` and each language's `index.<lang>.html` and `landing.<lang>.html` (apps/web/language-pages.ts). */
const isIndex = (file: string) => /(^|[\\/])(index(\.[a-z]{2})?|landing\.[a-z]{2})\.html(\.br|\.gz)?$/.test(file);

/**
 * serveStatic with a Cache-Control per file. Its `onFound` runs after the response is made, too late to add a
 * header through the context, so it only notes which file was sent and the header goes on the response.
 */
function staticFiles(root: string, cacheControl: (file: string) => string): MiddlewareHandler<AppEnv> {
  const sent = new WeakMap<Context, string>();
  const serve = serveStatic<AppEnv>({ root, precompressed: true, onFound: (file, c) => void sent.set(c, file) });
  return async (c, next) => {
    const response = await serve(c, next);
    const file = sent.get(c);
    if (response && file !== undefined) response.headers.set("cache-control", cacheControl(file));
    return response;
  };
}
