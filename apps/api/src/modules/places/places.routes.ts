import { createRoute, z } from "@hono/zod-openapi";
import { nearbyPlaceSchema, placeQuerySchema, placeSchema, placesAroundQuerySchema } from "@stint/shared/place";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { answerHeaders } from "../../lib/http/answer-headers.ts";
import { createRouter } from "../../lib/http/router.ts";
import { createGazetteerGeocoder } from "./gazetteer-geocoder.ts";
import type { Geocoder } from "./geocoder.ts";

export const placesResponseSchema = z
  .object({
    items: z.array(placeSchema),
    /** The data licence's required credit, to be shown beside the suggestions. */
    attribution: z.string(),
  })
  .openapi("PlaceSuggestions");

const suggestPlacesRoute = createRoute({
  method: "get",
  path: "/places",
  tags: ["Places"],
  summary: "City-level place suggestions for an address field, best first",
  request: { query: placeQuerySchema },
  responses: {
    200: jsonContent(placesResponseSchema, "Suggestions (possibly none) and the data's attribution"),
    400: errorContent("Empty or too long query, or a limit outside 1–20"),
    503: errorContent("The configured hosted geocoder did not answer"),
  },
});

export const placesAroundResponseSchema = z
  .object({
    items: z.array(nearbyPlaceSchema),
    attribution: z.string(),
  })
  .openapi("PlacesAround");

const placesAroundRoute = createRoute({
  method: "get",
  path: "/places/around",
  tags: ["Places"],
  summary: "The largest places inside a map's box, largest first: the towns an offline map labels",
  request: { query: placesAroundQuerySchema },
  responses: {
    200: jsonContent(placesAroundResponseSchema, "Places (possibly none) and the data's attribution"),
    400: errorContent("A box with a side out of range or upside down, or a limit outside 1–50"),
  },
});

// Suggestions change only when the data does, and are the same for everyone, so browsers and any shared
// cache may keep them for a day; a repeated keystroke then costs the server nothing.
const CACHE_CONTROL = Object.freeze({ "cache-control": "public, max-age=86400" });

/** Public (no session needed): sign-up forms ask for an address before there is an account. */
export function placesRoutes(deps: { geocoder: Geocoder }) {
  const router = createRouter();
  router.openapi(suggestPlacesRoute, async (c) => {
    const { q, limit } = c.req.valid("query");
    const items = await deps.geocoder.suggest(q, limit);
    answerHeaders(c, CACHE_CONTROL);
    return c.json({ items, attribution: deps.geocoder.attribution }, 200);
  });
  // The offline map's towns come from the shipped gazetteer even when suggestions come from a hosted service.
  const gazetteer = deps.geocoder.around ? deps.geocoder : createGazetteerGeocoder();
  router.openapi(placesAroundRoute, async (c) => {
    const { limit, ...box } = c.req.valid("query");
    const items = await gazetteer.around!(box, limit);
    answerHeaders(c, CACHE_CONTROL);
    return c.json({ items, attribution: gazetteer.attribution }, 200);
  });
  return router;
}
