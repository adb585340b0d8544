import { z } from "zod";
import { SKILL_CATEGORIES, SKILL_CATEGORY_IDS } from "./skill-categories.ts";
import { SKILL_ROWS } from "./skills-data.ts";

/** A skill of the vocabulary as the API returns it (`GET /api/skills`). */
export const skillSchema = z.object({
  id: z.string(),
  label: z.string(),
  category: z.enum(SKILL_CATEGORY_IDS),
  aliases: z.array(z.string()),
});
export type Skill = z.infer<typeof skillSchema>;

/** The whole vocabulary in category order, the common skills of each category first. */
export const SKILLS: readonly Skill[] = Object.freeze(
  SKILL_CATEGORIES.flatMap(({ id: category }) =>
    SKILL_ROWS[category].map(([id, label, ...aliases]) => Object.freeze({ id, label, category, aliases })),
  ),
);
