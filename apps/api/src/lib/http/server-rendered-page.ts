import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { PageLanguage } from "@stint/shared/ui-languages";
import type { Context, Hono } from "hono";
import type { AppEnv } from "./app-env.ts";
import { clientIp } from "./client-ip.ts";

type PageRenderer = {
  renderPage(request: {
    url: string;
    transport: (url: string, init: RequestInit) => Promise<Response>;
    distDir: string;
    language: PageLanguage;
  }): Promise<{ html: string } | { skipped: string; error?: unknown }>;
};

/**
 * The web build's page renderer (apps/web/src/entry-server.tsx, built into `dist-server` beside `dist`), loaded on
 * the first page a signed-in visitor opens. It renders the screens marked server-rendered with their data, so a
 * phone paints the screen from the HTML instead of after ~400 kB of scripts (decision 021). The screen's API
 * calls go to this app in process with the visitor's cookie, through every middleware and permission check an
 * API call from the browser meets. Answers null (the static page goes out) without a cookie, without the
 * renderer's build, and when rendering fails: the browser then renders the page as before.
 */
export function serverRenderedPage(
  app: Hono<AppEnv>,
  distDir: string,
  { clientIpHeader }: { clientIpHeader?: string } = {},
) {
  const entry = path.join(distDir, "../dist-server/entry-server.js");
  let renderer: Promise<PageRenderer | null> | undefined;
  const load = () =>
    (renderer ??= existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<PageRenderer>)
      : Promise.resolve(null));

  return async (c: Context<AppEnv>, language: PageLanguage): Promise<string | null> => {
    const cookie = c.req.header("cookie");
    if (!cookie || c.req.header("accept")?.includes("text/html") === false) return null;
    try {
      const pages = await load();
      if (!pages) return null;
      // The calls come from the visitor's address (behind a proxy, the one its header names) for rate limits and
      // sessions; Node's request and response stay with the page's own answer.
      const env = { incoming: { socket: { remoteAddress: clientIp(c, clientIpHeader) } } };
      const page = await pages.renderPage({
        url: c.req.url,
        distDir,
        language,
        transport: (url, init) => {
          const headers = new Headers(init.headers);
          headers.set("cookie", cookie);
          return Promise.resolve(app.request(url, { ...init, headers }, env));
        },
      });
      if ("html" in page) return page.html;
      c.get("logger").debug(
        { err: page.error, path: c.req.path, reason: page.skipped },
        "page not rendered on the server",
      );
      return null;
    } catch (error) {
      c.get("logger").warn(
        { err: error, path: c.req.path },
        "A page could not be rendered on the server; the browser renders it",
      );
      return null;
    }
  };
}
