import { describe, expect, it } from "vitest";
import { FIELDS_OF_STUDY, fieldOfStudyLabel, fieldOfStudyNamed, suggestFieldsOfStudy } from "./fields-of-study.ts";
import { spellingKeys } from "./skill-key.ts";

describe("the fields of study", () => {
  it("name each field in English and German, and give no spelling to two fields", () => {
    const owners = new Map<string, Set<string>>();
    for (const field of FIELDS_OF_STUDY) {
      expect(field.en.trim(), field.en).not.toBe("");
      expect(field.de.trim(), field.en).not.toBe("");
      for (const alias of field.aliases) expect(alias, field.en).toBe(alias.toLowerCase().trim());
      for (const key of [field.en, field.de, ...field.aliases].flatMap(spellingKeys)) {
        owners.set(key, (owners.get(key) ?? new Set()).add(field.en));
      }
    }
    expect([...owners].filter(([, fields]) => fields.size > 1).map(([key]) => key)).toEqual([]);
    expect(FIELDS_OF_STUDY.length).toBeGreaterThanOrEqual(40);
  });

  it("finds a field by any spelling in either language", () => {
    expect(fieldOfStudyNamed("BWL")?.en).toBe("Business Administration");
    expect(fieldOfStudyNamed("maschinenbau")?.en).toBe("Mechanical Engineering");
    expect(fieldOfStudyNamed("Kuenstliche Intelligenz")?.en).toBe("Artificial Intelligence");
    expect(fieldOfStudyNamed("Underwater Basket Weaving")).toBeUndefined();
    expect(fieldOfStudyNamed(" ")).toBeUndefined();
  });
});

describe("fieldOfStudyLabel", () => {
  it("shows a known field in the reader's language and other text as written", () => {
    expect(fieldOfStudyLabel("Maschinenbau", "en")).toBe("Mechanical Engineering");
    expect(fieldOfStudyLabel("mechanical engineering", "de-CH")).toBe("Maschinenbau");
    expect(fieldOfStudyLabel("Informatik", "de")).toBe("Informatik");
    expect(fieldOfStudyLabel("Robotics and Space", "de")).toBe("Robotics and Space");
  });
});

describe("suggestFieldsOfStudy", () => {
  it.each([
    ["Maschinenbau", "en", "Mechanical Engineering"],
    ["Maschinenbau", "de", "Maschinenbau"],
    ["mechanical", "de", "Maschinenbau"],
    ["BWL", "de", "Betriebswirtschaftslehre"],
    ["Betriebswirt", "en", "Business Administration"],
    ["Informatik", "en", "Computer Science"],
    ["Kuenstl", "de", "Künstliche Intelligenz"],
    ["comp", "en", "Computer Science"],
  ])("suggests for %j on a page in %s: %j first", (query, language, first) => {
    expect(suggestFieldsOfStudy(query, language)[0]).toBe(first);
  });

  it("puts names in the page's language first, then later words", () => {
    expect(suggestFieldsOfStudy("engineering", "en", 3)).toEqual([
      "Engineering Physics",
      "Software Engineering",
      "Mechanical Engineering",
    ]);
    expect(suggestFieldsOfStudy("techn", "de", 2)).toEqual(["Technische Informatik", "Technische Physik"]);
  });

  it("finds nothing for blank or unmatched text or a zero limit", () => {
    expect(suggestFieldsOfStudy("", "en")).toEqual([]);
    expect(suggestFieldsOfStudy("qqqzzz", "de")).toEqual([]);
    expect(suggestFieldsOfStudy("math", "en", 0)).toEqual([]);
  });
});
