import { UI_LANGUAGES } from "@stint/shared/ui-languages";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { type Catalogue, SERVER_CATALOGUES, translator } from "./server-i18n.ts";

// The server's catalogues as the web's are checked (apps/web/src/i18n/catalogues.test.ts): every language has
// every key of English, each message parses as ICU MessageFormat, and a translation names the same
// placeholders as the English (a renamed one would print nothing, or throw when formatted).

function flatten(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [inner, message] of flatten(value, path)) out.set(inner, message);
  }
  return out;
}

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    }
    if (element.type === TYPE.tag) placeholders(element.children, into);
  }
  return into;
}

const english = SERVER_CATALOGUES.en;

describe.each(UI_LANGUAGES.filter((language) => language !== "en"))("the server's %s catalogues", (language) => {
  it.each(Object.keys(english))("%s has every English key and no other", (namespace) => {
    const own = SERVER_CATALOGUES[language][namespace];
    expect(own, `${language}/${namespace}.json`).toBeDefined();
    expect([...flatten(own!).keys()].sort()).toEqual([...flatten(english[namespace]!).keys()].sort());
  });

  it.each(Object.keys(english))("%s names the same placeholders as the English", (namespace) => {
    const theirs = flatten(english[namespace]!);
    for (const [key, message] of flatten(SERVER_CATALOGUES[language][namespace] ?? {})) {
      const wanted = [...placeholders(parse(theirs.get(key)!, { ignoreTag: true }))].sort();
      expect([...placeholders(parse(message, { ignoreTag: true }))].sort(), `${namespace}:${key}`).toEqual(wanted);
    }
  });
});

describe("the server's catalogues", () => {
  it.each(UI_LANGUAGES)("parse in ICU MessageFormat (%s)", (language) => {
    for (const [namespace, catalogue] of Object.entries(SERVER_CATALOGUES[language])) {
      for (const [key, message] of flatten(catalogue)) {
        expect(() => parse(message, { ignoreTag: true }), `${namespace}:${key}`).not.toThrow();
      }
    }
  });

  it("format plurals, selects and UTC moments in each language's locale", () => {
    const deadline = Date.UTC(2027, 2, 2, 17, 0);
    expect(translator("en")("notifications:round.answerBy", { deadline })).toBe(
      "Confirm or decline by 2 March 2027 at 17:00 UTC.",
    );
    expect(translator("de")("notifications:round.answerBy", { deadline })).toBe(
      "Bestätigen oder ablehnen bis 2. März 2027 um 17:00 UTC.",
    );
    expect(translator("de")("mails:digest.title", { count: 3, name: "Lena" })).toBe("3 neue Nachrichten von Lena");
    expect(
      translator("en")("notifications:application.rejectedBecause", { job: "Intern", reason: "positionFilled" }),
    ).toBe('Your application for "Intern" was not successful (The position has been filled)');
  });

  it("throws on a key it does not have, rather than mail the key", () => {
    expect(() => translator("en")("mails:nope")).toThrow(/nope/);
  });
});
