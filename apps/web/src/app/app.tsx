import { getDefaultZIndex, MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { cssVariablesResolver, theme } from "../config/theme.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { createAppRouter } from "./router.tsx";
import { SessionGate } from "./session-gate.tsx";
import classes from "./toasts.module.css";

// One cache and one router for the page's life. The router is created at start-up, so the first screen's chunk
// (and its data, once the session is known) loads while the session is being asked for.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: "Confirm", cancel: "Cancel" }}>
          {/* Under the popovers (menus open on top of a toast) but over dialogs, whose results they tell. */}
          <Notifications
            position="top-right"
            limit={4}
            containerWidth={380}
            zIndex={getDefaultZIndex("popover") - 50}
            classNames={{ root: classes.toasts }}
          />
          <SessionGate router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
