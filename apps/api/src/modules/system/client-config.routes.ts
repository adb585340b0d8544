import { createRoute, z } from "@hono/zod-openapi";
import { signInProviderSchema } from "@stint/shared/university-sign-in";
import type { Env } from "../../env.ts";
import { jsonContent } from "../../lib/http/openapi.ts";
import { answerHeaders } from "../../lib/http/answer-headers.ts";
import { createRouter } from "../../lib/http/router.ts";

export const clientConfigSchema = z
  .object({
    map: z.object({
      tileUrl: z.string().nullable().openapi({
        description: "A Leaflet tile URL template, or null for the offline world map shipped with the app",
        example: "https://tile.example.org/{z}/{x}/{y}.png",
      }),
      attribution: z.string().nullable().openapi({
        description: "Plain text credit the tile server's licence requires, shown on the map; null offline",
      }),
    }),
    signInProviders: z.array(signInProviderSchema).openapi({
      description: "The universities whose accounts may sign in (OIDC_PROVIDERS), in the configured order",
    }),
  })
  .openapi("ClientConfig");

const clientConfigRoute = createRoute({
  method: "get",
  path: "/config",
  tags: ["System"],
  summary: "The settings the browser needs (map tiles, university sign-in buttons)",
  description: "Only what is listed here reaches the browser; every other setting stays on the server.",
  responses: { 200: jsonContent(clientConfigSchema, "The browser's configuration") },
});

// Settings only change with a restart; a few minutes of caching spare a request per map without leaving
// browsers on an old tile server for long after one.
const CACHE_CONTROL = Object.freeze({ "cache-control": "public, max-age=300" });

/** Public (no session needed): maps appear on pages anyone may open. */
export function clientConfigRoutes(deps: { env: Pick<Env, "mapTileUrl" | "mapTileAttribution" | "oidcProviders"> }) {
  const router = createRouter();
  const body: z.infer<typeof clientConfigSchema> = {
    map: { tileUrl: deps.env.mapTileUrl ?? null, attribution: deps.env.mapTileAttribution ?? null },
    signInProviders: deps.env.oidcProviders.map(({ id, name }) => ({ id, name })),
  };
  router.openapi(clientConfigRoute, (c) => {
    answerHeaders(c, CACHE_CONTROL);
    return c.json(body, 200);
  });
  return router;
}
