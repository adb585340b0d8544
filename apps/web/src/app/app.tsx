import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { cssVariablesResolver, theme } from "../config/theme.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { SessionGate } from "./session-gate.tsx";

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: "Confirm", cancel: "Cancel" }}>
          <Notifications position="top-right" limit={4} containerWidth={380} />
          <SessionGate />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
