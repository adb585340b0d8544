// The server's half of the first view (decision 021): the API renders a server-rendered screen for a signed-in
// visitor with this module (built by `vite build --ssr`, see ssr-build.ts), and main.tsx hydrates it.
import type { PageLanguage } from "@stint/shared/ui-languages";
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from "react-router";
import { App } from "./app/app.tsx";
import { appRoutes, type RouteHandle } from "./app/router.tsx";
import { serverStateScript } from "./app/server-state.ts";
import { meQueryOptions } from "./features/accounts/api/get-me.ts";
import { createI18n } from "./i18n/create-i18n.ts";
import { type ApiTransport, sendApiRequestsWith } from "./lib/api-client.ts";
import { currentLocale, readLocaleWith } from "./lib/locale.ts";
import { PageTitleSink } from "./lib/use-page-title.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { currentPage, inPage } from "./server/page-context.ts";
import { pageHtml } from "./server/page-html.ts";

sendApiRequestsWith((url, init) => {
  const page = currentPage();
  return page ? page.transport(url, init) : Promise.reject(new Error("An API call outside a page's render."));
});
// Pages in different languages render at once here: each format reads its own page's locale.
readLocaleWith(() => currentPage()?.locale ?? { language: "en", locale: "en-GB" });

const I18N_CHUNK_SOURCE = "src/i18n/create-i18n.ts";

/** How long a page waits for its screen's data before the browser is left to render it instead. */
const DATA_WAIT_MS = 1_500;

/** Resolves once no query is fetching (a loader may start one after another), or false at the deadline. */
async function dataSettled(queryClient: QueryClient, deadline: number): Promise<boolean> {
  for (;;) {
    const fetching = queryClient.getQueryCache().findAll({ fetchStatus: "fetching" });
    if (fetching.length === 0) {
      await new Promise((resolve) => setImmediate(resolve));
      if (queryClient.isFetching() === 0) return true;
      continue;
    }
    const left = deadline - Date.now();
    if (left <= 0) return false;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(fetching.map((query) => query.promise)),
      new Promise((resolve) => (timer = setTimeout(resolve, left))),
    ]);
    clearTimeout(timer);
  }
}

/**
 * The markup once everything in it has loaded (lazy parts included, so the browser hydrates them instead of
 * rendering them anew), or the first error: a page with a part the browser must redo is not sent.
 */
async function renderToHtml(element: ReactNode): Promise<{ html: string } | { error: unknown }> {
  let failure: { error: unknown } | undefined;
  const { prelude } = await prerenderToNodeStream(element, {
    onError: (error) => {
      failure ??= { error };
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return failure ?? { html: Buffer.concat(chunks).toString("utf8") };
}

export type PageRequest = {
  /** The page's absolute URL. */
  url: string;
  /** The API, in process, with the visitor's session. */
  transport: ApiTransport;
  /** The web build (apps/web/dist) whose index.html and chunks the page uses. */
  distDir: string;
  /** The page's language, locale and the languages offered, as the API negotiated them (ui-languages.ts). */
  language: PageLanguage;
};

/** A rendered page, or why the static page goes instead (for the server's log). */
export type PageResult = { html: string } | { skipped: string; error?: unknown };

const skip = (skipped: string, error?: unknown): PageResult => ({ skipped, error });

/**
 * The HTML of a signed-in visitor's page with its screen rendered and the state to hydrate it, or why the static
 * page should go instead: signed out, a screen not server-rendered, a redirect, an error, slow data.
 */
export function renderPage({ url, transport, distDir, language }: PageRequest): Promise<PageResult> {
  const page = {
    transport,
    locale: { language: language.language, locale: language.locale },
    // The browser's i18next chunk (main.tsx imports it beside the screen's): the page preloads it with the
    // screen's code, instead of the entry asking for it once it runs (decision 035, "First load").
    imported: new Set<string>([I18N_CHUNK_SOURCE]),
  };
  return inPage(page, async () => {
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    try {
      const routes = appRoutes(queryClient);
      const handles = (matchRoutes(routes, new URL(url).pathname) ?? []).map(
        (match) => (match.route.handle ?? {}) as RouteHandle,
      );
      if (!handles.some((handle) => handle.serverRendered)) return skip("not a server-rendered screen");
      const me = await queryClient.fetchQuery(meQueryOptions);
      if (!me || me.role === null || me.account === null) return skip("no signed-in account");
      if (handles.some((handle) => handle.role && handle.role !== me.role)) return skip("another role's screen");

      const handler = createStaticHandler(routes);
      const context = await handler.query(new Request(url));
      if (context instanceof Response) return skip("the screen redirects");
      if (context.errors) return skip("the route failed", Object.values(context.errors)[0]);
      if (!(await dataSettled(queryClient, Date.now() + DATA_WAIT_MS))) return skip("the data came too slowly");
      const failed = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === "error" });
      if (failed[0]) return skip("the data failed", failed[0].state.error);

      const router = createStaticRouter(handler.dataRoutes, context);
      // An instance per page: it holds just the catalogues this page's words came from, which go along with it.
      const i18n = createI18n({ language: language.language, localeOf: currentLocale });
      let title: string | undefined;
      const rendered = await renderToHtml(
        <StrictMode>
          <PageTitleSink value={(named) => (title = named)}>
            <App
              queryClient={queryClient}
              router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
              i18n={i18n}
              language={language}
            />
          </PageTitleSink>
        </StrictMode>,
      );
      if ("error" in rendered) return skip("the screen failed to render", rendered.error);
      const state = serverStateScript({
        queries: dehydrate(queryClient),
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
        i18n: i18n.store.data,
      });
      return { html: pageHtml({ distDir, imported: page.imported, title, screen: rendered.html, state, language }) };
    } finally {
      queryClient.clear();
    }
  });
}
