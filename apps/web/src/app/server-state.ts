import type { DehydratedState } from "@tanstack/react-query";
import type { Resource } from "i18next";
import type { HydrationState } from "react-router";
import { jsonScript, readJsonScript } from "../lib/json-script.ts";

/**
 * What a page the server rendered carries for the browser to take over (main.tsx): the queries it rendered from,
 * the router's state and the catalogues its words came from (so the browser's first render has the same words,
 * without loading them first), in a `<script type="application/json">` (data, never run: the CSP stays `'self'`).
 */
export type ServerState = { queries: DehydratedState; router: HydrationState; i18n: Resource };

const SCRIPT_ID = "stint-state";

/**
 * What the server's `#root` carries until React has hydrated it (server/page-html.ts writes them, main.tsx
 * removes them): readable, not yet usable, as what was typed or clicked before would be lost.
 */
export const UNTIL_HYDRATED = { inert: "", "aria-disabled": "true", "aria-busy": "true" } as const;

/** The state's script. */
export const serverStateScript = (state: ServerState): string => jsonScript(SCRIPT_ID, state);

/** The state of a page the server rendered, or null for the static page (signed out, or a screen not rendered). */
export const readServerState = (): ServerState | null => readJsonScript<ServerState>(SCRIPT_ID);
