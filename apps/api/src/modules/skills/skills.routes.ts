import { createRoute, z } from "@hono/zod-openapi";
import { SKILLS, skillSchema } from "@stint/shared/skills/skill-list";
import { suggestSkills } from "@stint/shared/skills/skill-suggest";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { answerHeaders } from "../../lib/http/answer-headers.ts";
import { createRouter } from "../../lib/http/router.ts";

export const skillsQuerySchema = z.object({
  q: z.string().trim().min(1, "Type at least one letter.").max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const skillsResponseSchema = z.object({ items: z.array(skillSchema) }).openapi("SkillSuggestions");

const listSkillsRoute = createRoute({
  method: "get",
  path: "/skills",
  tags: ["Skills"],
  summary: "The skills vocabulary, or suggestions from it for a skill picker",
  description:
    "Without `q`, every skill (about 600, in category order) so a client can cache the vocabulary once; `limit` " +
    "is then ignored. With `q`, up to `limit` skills (default 10) whose label or an alias matches, best first.",
  request: { query: skillsQuerySchema },
  responses: {
    200: jsonContent(skillsResponseSchema, "The whole vocabulary, or suggestions (possibly none)"),
    400: errorContent("A blank or too long query, or a limit outside 1–50"),
  },
});

// The vocabulary ships with the code, so it only changes on a deploy; a day of caching spares the server
// every repeated keystroke and every page that loads the whole list.
const CACHE_CONTROL = Object.freeze({ "cache-control": "public, max-age=86400" });

/** Public (no session needed): the job search filters offer skills to visitors who are not signed in. */
export function skillsRoutes() {
  const router = createRouter();
  router.openapi(listSkillsRoute, (c) => {
    const { q, limit } = c.req.valid("query");
    const items = q === undefined ? [...SKILLS] : suggestSkills(q, limit);
    answerHeaders(c, CACHE_CONTROL);
    return c.json({ items }, 200);
  });
  return router;
}
