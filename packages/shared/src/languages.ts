import { z } from "zod";

/**
 * Languages a job may ask for and a CV may list, by ISO 639-1 code. Ordered roughly by how often they come up
 * in European hiring, so pickers can show the list as is. Codes are stored, so a name may change, a code never.
 */
export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "de", name: "German" },
  { code: "fr", name: "French" },
  { code: "es", name: "Spanish" },
  { code: "it", name: "Italian" },
  { code: "nl", name: "Dutch" },
  { code: "pt", name: "Portuguese" },
  { code: "pl", name: "Polish" },
  { code: "sv", name: "Swedish" },
  { code: "da", name: "Danish" },
  { code: "no", name: "Norwegian" },
  { code: "fi", name: "Finnish" },
  { code: "cs", name: "Czech" },
  { code: "sk", name: "Slovak" },
  { code: "hu", name: "Hungarian" },
  { code: "ro", name: "Romanian" },
  { code: "bg", name: "Bulgarian" },
  { code: "el", name: "Greek" },
  { code: "hr", name: "Croatian" },
  { code: "sr", name: "Serbian" },
  { code: "sl", name: "Slovenian" },
  { code: "bs", name: "Bosnian" },
  { code: "mk", name: "Macedonian" },
  { code: "sq", name: "Albanian" },
  { code: "et", name: "Estonian" },
  { code: "lv", name: "Latvian" },
  { code: "lt", name: "Lithuanian" },
  { code: "is", name: "Icelandic" },
  { code: "ga", name: "Irish" },
  { code: "cy", name: "Welsh" },
  { code: "mt", name: "Maltese" },
  { code: "lb", name: "Luxembourgish" },
  { code: "rm", name: "Romansh" },
  { code: "ca", name: "Catalan" },
  { code: "eu", name: "Basque" },
  { code: "gl", name: "Galician" },
  { code: "uk", name: "Ukrainian" },
  { code: "ru", name: "Russian" },
  { code: "be", name: "Belarusian" },
  { code: "tr", name: "Turkish" },
  { code: "ar", name: "Arabic" },
  { code: "he", name: "Hebrew" },
  { code: "fa", name: "Persian" },
  { code: "ku", name: "Kurdish" },
  { code: "hi", name: "Hindi" },
  { code: "ur", name: "Urdu" },
  { code: "bn", name: "Bengali" },
  { code: "pa", name: "Punjabi" },
  { code: "ta", name: "Tamil" },
  { code: "zh", name: "Chinese" },
  { code: "ja", name: "Japanese" },
  { code: "ko", name: "Korean" },
  { code: "vi", name: "Vietnamese" },
  { code: "th", name: "Thai" },
  { code: "id", name: "Indonesian" },
  { code: "ms", name: "Malay" },
  { code: "tl", name: "Tagalog" },
  { code: "sw", name: "Swahili" },
  { code: "am", name: "Amharic" },
  { code: "af", name: "Afrikaans" },
] as const satisfies readonly { code: string; name: string }[];

export type LanguageCode = (typeof LANGUAGES)[number]["code"];
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];

const byCode = new Map<string, Language>(LANGUAGES.map((language) => [language.code, language]));

export function languageByCode(code: string): Language | undefined {
  return byCode.get(code);
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

function displayNamesIn(locale: string): Intl.DisplayNames | null {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: "language", fallback: "none" });
    } catch {
      names = null; // a locale Intl does not know: English names
    }
    displayNames.set(locale, names);
  }
  return names;
}

/**
 * A language's name in the reader's language or locale ("de", "de-CH"): in English the names above (which the
 * API and its mails use), in any other language the name `Intl.DisplayNames` gives ("Deutsch",
 * "Rätoromanisch"): the browser and Node carry every language's names, so no table of them is kept here. An
 * unknown code is returned as it is.
 */
export function languageName(code: string, locale: string): string {
  const english = languageByCode(code)?.name;
  if (locale === "en" || locale.toLowerCase().startsWith("en-")) return english ?? code;
  try {
    return displayNamesIn(locale)?.of(code) ?? english ?? code;
  } catch {
    return english ?? code; // not a language code at all
  }
}

/** Common European Framework of Reference levels, lowest first. */
export const CEFR_LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

export const CEFR_LABELS: Record<CefrLevel, string> = {
  A1: "A1 · Beginner",
  A2: "A2 · Elementary",
  B1: "B1 · Intermediate",
  B2: "B2 · Upper intermediate",
  C1: "C1 · Advanced",
  C2: "C2 · Proficient",
};

/** Compares levels: negative when `a` is below `b`. Matching uses it for "at least B2". */
export function compareCefr(a: CefrLevel, b: CefrLevel): number {
  return CEFR_LEVELS.indexOf(a) - CEFR_LEVELS.indexOf(b);
}

export const MAX_LANGUAGES_PER_LIST = 10;

/** A language on a job (minimum level) or a CV (own level): `{ language: "de", level: "B2" }`. */
export const languageRefSchema = z.object({
  language: z.enum(LANGUAGE_CODES, { error: "Choose a language from the list." }),
  level: z.enum(CEFR_LEVELS, { error: "Choose a level from A1 to C2." }),
});
export type LanguageRef = z.infer<typeof languageRefSchema>;

export const languageRefListSchema = z
  .array(languageRefSchema)
  .max(MAX_LANGUAGES_PER_LIST, `Choose at most ${MAX_LANGUAGES_PER_LIST} languages.`)
  .superRefine((refs, ctx) => {
    const seen = new Set<string>();
    refs.forEach((ref, position) => {
      if (seen.has(ref.language)) {
        // On the repeated entry, so a form can mark the row to remove.
        const name = languageByCode(ref.language)?.name ?? ref.language;
        ctx.addIssue({ code: "custom", path: [position, "language"], message: `${name} is already in the list.` });
      }
      seen.add(ref.language);
    });
  });
