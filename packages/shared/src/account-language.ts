import { z } from "zod";
import { UI_LANGUAGES } from "./ui-languages.ts";

/**
 * The interface language an account chose (decision 035): it wins over the switch's cookie and the browser on
 * every page, and mails and notifications are written in it. `null`: follow the browser (and the switch).
 */
export const accountLanguageSchema = z.strictObject({
  language: z.enum(UI_LANGUAGES, { error: "Choose a language Stint offers." }).nullable(),
});
export type AccountLanguage = z.infer<typeof accountLanguageSchema>;
