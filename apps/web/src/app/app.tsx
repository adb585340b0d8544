import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { cssVariablesResolver, theme } from "../config/theme.ts";
import { SessionGate } from "./session-gate.tsx";

const AppOverlays = lazy(() => import("./overlays.tsx").then((m) => ({ default: m.AppOverlays })));

/**
 * The whole app around its router: `router` is the browser's RouterProvider (main.tsx) or, when the server renders
 * a page, the static one (entry-server.tsx); both draw the same tree, so the browser can hydrate the server's.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <SessionGate>{router}</SessionGate>
        <Suspense fallback={null}>
          <AppOverlays />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
