import { skillLabel as labelIn } from "@stint/shared/skills/skill-label";
import { currentLanguage } from "../../../lib/locale.ts";

/** A skill's name as the screens show it, in the page's language ("Teamfähigkeit"; Python everywhere). */
export function skillLabel(skillId: string) {
  return labelIn(skillId, currentLanguage());
}
