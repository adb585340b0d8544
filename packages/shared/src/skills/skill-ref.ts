import { z } from "zod";
import { skillById } from "./skill-lookup.ts";

export const SKILL_LEVELS = [
  { value: 1, label: "Beginner" },
  { value: 2, label: "Elementary" },
  { value: 3, label: "Intermediate" },
  { value: 4, label: "Advanced" },
  { value: 5, label: "Expert" },
] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number]["value"];

export const MAX_SKILLS_PER_LIST = 30;

/** A skill on a job (minimum level) or a CV (own level), as stored and sent: `{ skillId, level }`. */
export const skillRefSchema = z.object({
  skillId: z.string().refine((id) => skillById(id) !== undefined, "Choose a skill from the list."),
  level: z.number().int().min(1).max(5),
});
export type SkillRef = z.infer<typeof skillRefSchema>;

export const skillRefListSchema = z
  .array(skillRefSchema)
  .max(MAX_SKILLS_PER_LIST, `Choose at most ${MAX_SKILLS_PER_LIST} skills.`)
  .superRefine((refs, ctx) => {
    const seen = new Set<string>();
    refs.forEach((ref, position) => {
      if (seen.has(ref.skillId)) {
        // On the repeated entry itself, so a form can mark the row to remove.
        const name = skillById(ref.skillId)?.label ?? ref.skillId;
        ctx.addIssue({ code: "custom", path: [position, "skillId"], message: `${name} is already in the list.` });
      }
      seen.add(ref.skillId);
    });
  });
