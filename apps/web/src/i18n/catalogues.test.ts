// The check CI runs on the catalogues (decision 035): every language has every key, every message is ICU
// MessageFormat that parses, and a translation uses the same placeholders and tags as the English message.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EMAIL_CHANGE_LINK_ERRORS } from "@stint/shared/account-security";
import { CONVERSATION_ERROR_CODES } from "@stint/shared/conversations";
import { CV_IMPORT_ERROR_CODES } from "@stint/shared/cv-import";
import { EMAIL_CONFIRMATION_LINK_ERRORS, EMAIL_UNCONFIRMED } from "@stint/shared/email-confirmation";
import { AUTH_ERROR_CODES, type ApiErrorCode, GENERAL_ERROR_CODES } from "@stint/shared/errors";
import { FILE_ERROR_MESSAGES } from "@stint/shared/files";
import { RATING_CONFLICT_CODES } from "@stint/shared/ratings";
import { ROUND_CONFLICT_CODES } from "@stint/shared/rounds";
import { UI_LANGUAGES } from "@stint/shared/ui-languages";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import type { Catalogue } from "./catalogues.ts";

const LOCALES = path.join(path.dirname(fileURLToPath(import.meta.url)), "locales");

type Messages = Map<string, string>;

/** A catalogue's messages by their dotted key. */
export function flatten(catalogue: Catalogue, prefix = "", out: Messages = new Map()): Messages {
  for (const [key, value] of Object.entries(catalogue)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(dotted, value);
    else flatten(value, dotted, out);
  }
  return out;
}

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] };

/** The placeholders and tags a message uses ("{name}", "<to>"), from its parsed form. */
export function placeholdersOf(message: string, locale: string): string[] {
  const found = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      // 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 8 tag (intl-messageformat's TYPE).
      if ([1, 2, 3, 4, 5, 6].includes(element.type)) found.add(`{${element.value}}`);
      if (element.type === 8) found.add(`<${element.value}>`);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst() as Element[]);
  return [...found].sort();
}

function catalogues(language: string): Map<string, Messages> {
  const folder = path.join(LOCALES, language);
  return new Map(
    readdirSync(folder)
      .filter((file) => file.endsWith(".json"))
      .map((file) => [file.replace(/\.json$/, ""), flatten(JSON.parse(readFileSync(path.join(folder, file), "utf8")))]),
  );
}

// HTML's void elements: <Trans> parses a message as HTML, so `<link>text</link>` becomes an empty link beside its text.
const VOID_TAGS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** Every problem of `language`'s catalogues against English's, as lines a translator can act on. */
export function catalogueProblems(english: Map<string, Messages>, other: Map<string, Messages>, language: string) {
  const problems: string[] = [];
  for (const namespace of new Set([...english.keys(), ...other.keys()])) {
    const reference = english.get(namespace);
    const translated = other.get(namespace);
    if (!reference || !translated) {
      problems.push(`${namespace}: no ${reference ? language : "en"} catalogue`);
      continue;
    }
    for (const key of reference.keys())
      if (!translated.has(key)) problems.push(`${namespace}:${key} missing in ${language}`);
    for (const key of translated.keys()) if (!reference.has(key)) problems.push(`${namespace}:${key} missing in en`);
    for (const [key, message] of translated) {
      const source = reference.get(key);
      if (source === undefined) continue;
      try {
        const expected = placeholdersOf(source, "en");
        const voids = expected.filter((name) => VOID_TAGS.has(name.slice(1, -1)));
        if (voids.length > 0)
          problems.push(`${namespace}:${key} names a tag as HTML's void element ${voids.join(" ")}`);
        const actual = placeholdersOf(message, language);
        if (expected.join() !== actual.join()) {
          problems.push(
            `${namespace}:${key} uses ${actual.join(" ") || "nothing"} in ${language}, ${expected.join(" ") || "nothing"} in en`,
          );
        }
      } catch (error) {
        problems.push(`${namespace}:${key} does not parse: ${(error as Error).message}`);
      }
    }
  }
  return problems;
}

describe("catalogues", () => {
  const english = catalogues("en");

  it("exist for every language, with every key English has and no other, as ICU that parses, with the same placeholders", () => {
    for (const language of UI_LANGUAGES.filter((name) => name !== "en")) {
      expect(catalogueProblems(english, catalogues(language), language)).toEqual([]);
    }
    expect(catalogueProblems(english, english, "en")).toEqual([]);
  });

  it("give every error code of the API a message", () => {
    const codes: ApiErrorCode[] = [
      ...GENERAL_ERROR_CODES,
      ...Object.values(AUTH_ERROR_CODES),
      ...(Object.keys(FILE_ERROR_MESSAGES) as (keyof typeof FILE_ERROR_MESSAGES)[]),
      ...Object.values(RATING_CONFLICT_CODES),
      ...Object.values(ROUND_CONFLICT_CODES),
      ...Object.values(CONVERSATION_ERROR_CODES),
      ...Object.values(EMAIL_CHANGE_LINK_ERRORS),
      ...Object.values(EMAIL_CONFIRMATION_LINK_ERRORS),
      EMAIL_UNCONFIRMED,
      ...Object.values(CV_IMPORT_ERROR_CODES),
    ];
    const common = english.get("common")!;
    expect(codes.filter((code) => !common.has(`errors.${code}`))).toEqual([]);
  });

  it("catch what they are there to catch: a missing key, a broken message, a placeholder renamed", () => {
    const en = new Map([
      [
        "demo",
        new Map([
          ["a", "Hello {name}"],
          ["b", "<to>Sign in</to>"],
          ["c", "Bye"],
          ["e", "<link>Sign in</link>"],
        ]),
      ],
    ]);
    const de = new Map([
      [
        "demo",
        new Map([
          ["a", "Hallo {nom}"],
          ["b", "<to>Anmelden</to"],
          ["d", "Tschüss"],
          ["e", "<link>Anmelden</link>"],
        ]),
      ],
    ]);
    expect(catalogueProblems(en, de, "de")).toEqual([
      "demo:c missing in de",
      "demo:d missing in en",
      "demo:a uses {nom} in de, {name} in en",
      expect.stringMatching(/^demo:b does not parse/),
      "demo:e names a tag as HTML's void element <link>",
    ]);
  });
});
