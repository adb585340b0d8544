import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { cssVariablesResolver, theme } from "../config/theme.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { createAppRouter } from "./router.tsx";
import { SessionGate } from "./session-gate.tsx";

// One cache and one router for the page's life. The router is created at start-up, so the first screen's chunk
// (and its data, once the session is known) loads while the session is being asked for.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const AppOverlays = lazy(() => import("./overlays.tsx").then((m) => ({ default: m.AppOverlays })));

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <SessionGate router={router} />
        <Suspense fallback={null}>
          <AppOverlays />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
