// Mantine's base styles; each component's own come with it (vite.config.ts, mantineComponentStyles). All of
// Mantine's CSS is in its cascade layer, under the app's own whatever order the chunks' stylesheets load in.
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "./app/global.css";
import { readPageLanguage } from "@stint/shared/ui-languages";
import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { App } from "./app/app.tsx";
import { resolveLazyRoutes } from "./app/resolve-lazy-routes.ts";
import { appRoutes } from "./app/router.tsx";
import { readServerState, UNTIL_HYDRATED } from "./app/server-state.ts";
import { meQueryOptions } from "./features/accounts/api/get-me.ts";
import { readInlineCatalogues } from "./i18n/inline-catalogues.ts";
import { namespacesHere } from "./i18n/preload-namespaces.ts";
import { currentLocale, readLocaleWith } from "./lib/locale.ts";
import { createQueryClient } from "./lib/query-client.ts";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

/** Opens the server's page for use once React has hydrated it (server/page-html.ts made it inert until then). */
function ReleaseServerPage({ root }: { root: HTMLElement }) {
  useEffect(() => {
    for (const name of Object.keys(UNTIL_HYDRATED)) root.removeAttribute(name);
  }, [root]);
  return null;
}

// One cache and one router for the page's life. The router is created at start-up, so the first screen's chunk
// (and its data, once the session is known) loads while the session is being asked for.
async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const serverState = readServerState();
  if (serverState) hydrate(queryClient, serverState.queries);
  // The session is asked for now, beside the code and the words, not once they are here: the splash waits for
  // it (a page the server rendered brought it along).
  else void queryClient.prefetchQuery(meQueryOptions);
  // The server chose the language and locale (the switch's cookie, else the browser's): the page says which.
  const language = readPageLanguage(document.documentElement);
  readLocaleWith(() => language);
  // The words the first render needs came with the page: in the server's state, else in the static page
  // (`common`, on the landing its own too). Screens' chunks ask for the others as they arrive.
  const resources = serverState?.i18n ?? readInlineCatalogues() ?? undefined;
  if (resources) namespacesHere(resources);
  // i18next comes in a chunk of its own, beside the first screen's, not in the entry (decision 035). The first
  // render waits for it and the shell's words (`common`), which only an older page lacks.
  const i18nReady = import("./i18n/create-i18n.ts").then(async ({ createI18n }) => {
    const i18n = createI18n({ language: language.language, localeOf: currentLocale, resources });
    await i18n.loadNamespaces("common");
    return i18n;
  });
  const routes = appRoutes(queryClient);
  // A page the server rendered is taken over once its screen's code is here; if that code cannot load, the
  // router loads it itself and React draws the page anew. (Not a top-level await: the screens' chunks import
  // from the chunk this module is in, and would wait for it forever.)
  const hydrating =
    serverState !== null &&
    (await resolveLazyRoutes(routes, window.location).then(
      () => true,
      () => false,
    ));
  const router = createBrowserRouter(routes, hydrating ? { hydrationData: serverState?.router } : {});
  const i18n = await i18nReady;
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={<RouterProvider router={router} />} i18n={i18n} language={language} />
      {serverState && <ReleaseServerPage root={root} />}
    </StrictMode>
  );
  // A transition lets React render (or hydrate) the first screen in slices, yielding to the browser between them,
  // instead of one long task that holds back input and paint on a slow phone.
  startTransition(() => {
    if (hydrating) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start(container);
