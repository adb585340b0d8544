import { describe, expect, it } from "vitest";
import {
  CEFR_LEVELS,
  compareCefr,
  LANGUAGES,
  languageName,
  languageByCode,
  languageRefListSchema,
  languageRefSchema,
} from "./languages.ts";

describe("LANGUAGES", () => {
  it("lists about sixty languages by unique ISO 639-1 code and unique name", () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(55);
    for (const { code } of LANGUAGES) expect(code).toMatch(/^[a-z]{2}$/);
    expect(new Set(LANGUAGES.map((language) => language.code)).size).toBe(LANGUAGES.length);
    expect(new Set(LANGUAGES.map((language) => language.name)).size).toBe(LANGUAGES.length);
    expect(languageByCode("de")?.name).toBe("German");
    expect(languageByCode("xx")).toBeUndefined();
  });
});

describe("CEFR levels", () => {
  it("orders A1 to C2", () => {
    expect(CEFR_LEVELS).toEqual(["A1", "A2", "B1", "B2", "C1", "C2"]);
    expect(compareCefr("B2", "C1")).toBeLessThan(0);
    expect(compareCefr("C2", "A1")).toBeGreaterThan(0);
    expect(compareCefr("B1", "B1")).toBe(0);
  });
});

describe("languageRefSchema", () => {
  it("accepts a known language with a CEFR level", () => {
    expect(languageRefSchema.parse({ language: "fr", level: "B2" })).toEqual({ language: "fr", level: "B2" });
  });

  it.each([
    [{ language: "xx", level: "B2" }, "language"],
    [{ language: "FR", level: "B2" }, "language"],
    [{ language: "fr", level: "B3" }, "level"],
    [{ language: "fr" }, "level"],
  ])("rejects %j on %s", (input, field) => {
    const result = languageRefSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual([field]);
  });

  it("refuses a language listed twice, on the repeated entry", () => {
    const result = languageRefListSchema.safeParse([
      { language: "de", level: "B1" },
      { language: "en", level: "C1" },
      { language: "de", level: "C2" },
    ]);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: [2, "language"], message: "German is already in the list." });
  });

  it("allows at most ten languages", () => {
    const eleven = LANGUAGES.slice(0, 11).map(({ code }) => ({ language: code, level: "B1" }));
    expect(languageRefListSchema.safeParse(eleven).success).toBe(false);
    expect(languageRefListSchema.safeParse(eleven.slice(0, 10)).success).toBe(true);
  });
});

describe("languageName", () => {
  it("names every language in English as the list does, and in German through Intl", () => {
    for (const language of LANGUAGES) {
      expect(languageName(language.code, "en")).toBe(language.name);
      expect(languageName(language.code, "en-GB")).toBe(language.name);
      const german = languageName(language.code, "de");
      expect(german, language.code).not.toBe(language.code);
      expect(german, language.code).not.toBe("");
    }
    expect(languageName("de", "de")).toBe("Deutsch");
    expect(languageName("en", "de-CH")).toBe("Englisch");
    expect(languageName("rm", "de-AT")).toBe("Rätoromanisch");
  });

  it("gives an unknown code as it is", () => {
    expect(languageName("xx", "en")).toBe("xx");
    expect(languageName("not a code", "de")).toBe("not a code");
  });
});
