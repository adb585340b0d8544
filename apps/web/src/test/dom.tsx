// Helpers of the DOM tests (files marked `// @vitest-environment happy-dom`): the providers the app's components
// need, and the browser features Mantine reads that happy-dom leaves out.
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { afterEach } from "vitest";
import { AppOverlays } from "../app/overlays.tsx";
import { cssVariablesResolver, theme } from "../config/theme.ts";
import { PageLanguageProvider } from "../i18n/page-language.tsx";

// Mantine asks for media queries (colour scheme, responsive props); nothing here ever matches.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// Mantine's autosizing Textarea listens for web fonts loading; happy-dom has no FontFaceSet.
if (!("fonts" in document) || !document.fonts) {
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}
// Focusing an invalid input also scrolls it into view.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

// Vitest runs without globals, so Testing Library cannot unmount by itself between tests.
afterEach(cleanup);

/**
 * Renders `ui` inside the app's providers: Mantine with the app's theme, a fresh query client and the page's
 * language (English, German offered); `overlays` adds
 * the app's toasts and confirm dialogs beside it, as the app shell does.
 */
export function renderWithProviders(
  ui: ReactElement,
  { overlays = false, ...options }: Omit<RenderOptions, "wrapper"> & { overlays?: boolean } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <PageLanguageProvider initial={{ language: "en", locale: "en-GB", offered: ["en", "de"] }}>
            {children}
            {overlays && <AppOverlays />}
          </PageLanguageProvider>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Providers, ...options }) };
}
