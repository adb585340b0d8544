import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  languageCookie,
  parseAcceptLanguage,
  pageLanguageOf,
  parseOfferedLanguages,
  pickLanguage,
  readPageLanguage,
  pickLocale,
  UI_LANGUAGES,
  withPageLanguage,
} from "./ui-languages.ts";

const both = ["en", "de"] as const;

describe("parseAcceptLanguage", () => {
  it("orders by q, keeping the header's order for ties, and drops q=0", () => {
    expect(parseAcceptLanguage("fr;q=0.4, de-CH, en;q=0.8, de;q=0.8, it;q=0")).toEqual([
      { tag: "de-CH", q: 1 },
      { tag: "en", q: 0.8 },
      { tag: "de", q: 0.8 },
      { tag: "fr", q: 0.4 },
    ]);
  });

  it("skips garbage: bad tags, bad weights, empty parts", () => {
    expect(parseAcceptLanguage(";;,,de_DE,en-,<script>,fr;q=2,it;q=abc,es;q=0.5,")).toEqual([{ tag: "es", q: 0.5 }]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it("never throws and answers ranges with weights in (0, 1], best first", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (header) => {
        const ranges = parseAcceptLanguage(header);
        for (const [index, range] of ranges.entries()) {
          expect(range.q).toBeGreaterThan(0);
          expect(range.q).toBeLessThanOrEqual(1);
          if (index > 0) expect(range.q).toBeLessThanOrEqual(ranges[index - 1]!.q);
        }
      }),
    );
  });
});

describe("pickLanguage", () => {
  it("takes the user's choice, then the cookie, then the browser's, then English", () => {
    expect(pickLanguage({ choice: "de", cookie: "en", acceptLanguage: "en", offered: both })).toBe("de");
    expect(pickLanguage({ cookie: "de", acceptLanguage: "en", offered: both })).toBe("de");
    expect(pickLanguage({ cookie: "en", acceptLanguage: "de-CH", offered: both })).toBe("en");
    expect(pickLanguage({ acceptLanguage: "fr-CH, de;q=0.9, en;q=0.8", offered: both })).toBe("de");
    expect(pickLanguage({ acceptLanguage: "fr, it", offered: both })).toBe("en");
    expect(pickLanguage({ offered: both })).toBe("en");
  });

  it("matches regions to their language and a wildcard to the first offered", () => {
    expect(pickLanguage({ acceptLanguage: "de-AT", offered: both })).toBe("de");
    expect(pickLanguage({ acceptLanguage: "fr, *;q=0.1", offered: ["de", "en"] })).toBe("de");
  });

  it("picks only offered languages: German off, a German browser and cookie get English", () => {
    expect(pickLanguage({ cookie: "de", acceptLanguage: "de-CH", offered: ["en"] })).toBe("en");
    expect(pickLanguage({ cookie: "xx", acceptLanguage: "de", offered: both })).toBe("de");
  });

  it("always answers an offered language, whatever the inputs", () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.option(fc.string()),
        fc.option(fc.string()),
        fc.subarray([...UI_LANGUAGES]),
        (choice, cookie, acceptLanguage, extra) => {
          const offered = parseOfferedLanguages(extra.join(","));
          if (!Array.isArray(offered)) throw new Error("known names refused");
          expect(offered).toContain(pickLanguage({ choice, cookie, acceptLanguage, offered }));
        },
      ),
    );
  });
});

describe("pickLocale", () => {
  it("follows the browser's region when its language is the interface's", () => {
    expect(pickLocale("de", "de-CH, de;q=0.9")).toBe("de-CH");
    expect(pickLocale("de", "en-US, de-AT;q=0.5")).toBe("de-AT");
    expect(pickLocale("en", "en-US")).toBe("en-US");
  });

  it("else the language's default", () => {
    expect(pickLocale("de", "de")).toBe("de-DE");
    expect(pickLocale("de", "en-US")).toBe("de-DE");
    expect(pickLocale("en", "de-CH")).toBe("en-GB");
    expect(pickLocale("en", "garbage;;")).toBe("en-GB");
  });

  it("formats numbers as the region does", () => {
    const number = (locale: string) => new Intl.NumberFormat(locale).format(1234.5);
    expect(number(pickLocale("de", "de-CH"))).toMatch(/^1[’']234\.5$/);
    expect(number(pickLocale("de", "de-DE"))).toBe("1.234,5");
  });
});

describe("parseOfferedLanguages and languageCookie", () => {
  it("always offers English and refuses unknown names", () => {
    expect(parseOfferedLanguages(undefined)).toEqual(["en"]);
    expect(parseOfferedLanguages("de, en")).toEqual(["en", "de"]);
    expect(parseOfferedLanguages("en,fr")).toEqual({ unknown: ["fr"] });
  });

  it("reads the switch's cookie among others", () => {
    expect(languageCookie("a=1; stint_lang=de; b=2")).toBe("de");
    expect(languageCookie("a=1")).toBeNull();
  });
});

describe("the page's language on its <html>", () => {
  it("is written by the server and read back by the browser's app as it was", () => {
    const page = pageLanguageOf({ cookie: "x=1; stint_lang=de", acceptLanguage: "de-AT, en;q=0.5" }, both);
    expect(page).toEqual({ language: "de", locale: "de-AT", offered: both });
    const html = withPageLanguage('<!doctype html><html lang="en" data-mantine-color-scheme="light"><head>', page);
    expect(html).toBe(
      '<!doctype html><html lang="de" data-locale="de-AT" data-ui-languages="en,de" data-mantine-color-scheme="light"><head>',
    );
    const element = { lang: "de", dataset: { locale: "de-AT", uiLanguages: "en,de" } };
    expect(readPageLanguage(element)).toEqual(page);
  });

  it("reads a page that says nothing (the dev server's) as English only, and ignores what it does not know", () => {
    expect(readPageLanguage({ lang: "", dataset: {} })).toEqual({ language: "en", locale: "en-GB", offered: ["en"] });
    expect(readPageLanguage({ lang: "fr", dataset: { uiLanguages: "fr,de" } })).toEqual({
      language: "en",
      locale: "en-GB",
      offered: ["de"],
    });
  });
});
