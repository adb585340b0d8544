import { MantineProvider } from "@mantine/core";
import type { PageLanguage } from "@stint/shared/ui-languages";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { lazy, type ReactNode, Suspense } from "react";
import { I18nextProvider } from "react-i18next";
import { cssVariablesResolver, theme } from "../config/theme.ts";
import { PageLanguageProvider } from "../i18n/page-language.tsx";
import { SessionGate } from "./session-gate.tsx";

const AppOverlays = lazy(() => import("./overlays.tsx").then((m) => ({ default: m.AppOverlays })));

/**
 * The whole app around its router: `router` is the browser's RouterProvider (main.tsx) or, when the server renders
 * a page, the static one (entry-server.tsx); both draw the same tree, so the browser can hydrate the server's.
 * `i18n` speaks the page's language (i18n/create-i18n.ts), `language` says which and what else is offered.
 */
export function App({
  queryClient,
  router,
  i18n,
  language,
}: {
  queryClient: QueryClient;
  router: ReactNode;
  i18n: I18n;
  language: PageLanguage;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <PageLanguageProvider initial={language}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <QueryClientProvider client={queryClient}>
            <SessionGate>{router}</SessionGate>
            <Suspense fallback={null}>
              <AppOverlays />
            </Suspense>
          </QueryClientProvider>
        </MantineProvider>
      </PageLanguageProvider>
    </I18nextProvider>
  );
}
