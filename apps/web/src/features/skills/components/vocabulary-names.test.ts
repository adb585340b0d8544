// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../test/i18n-setup.ts";
import { useVocabularyNames, vocabularyNames } from "./vocabulary-names.ts";

const options = (labels: string[]) => labels.map((label) => ({ value: label, label }));

describe("vocabularyNames", () => {
  it("names skills, categories, fields of study and languages in German", () => {
    const names = vocabularyNames("de");
    expect(names.skill("teamwork")).toBe("Teamfähigkeit");
    expect(names.skill("python")).toBe("Python");
    expect(names.skillCategory("soft-skills")).toBe("Soft Skills");
    expect(names.fieldOfStudy("Mechanical Engineering")).toBe("Maschinenbau");
    expect(names.fieldOfStudy("Robotik und Raumfahrt")).toBe("Robotik und Raumfahrt");
    expect(names.fieldsOfStudy[0]).toBe("Informatik");
    expect(names.language("de")).toBe("Deutsch");
    expect(names.suggestSkills("Teamfaehig", 1).map((skill) => skill.id)).toEqual(["teamwork"]);
  });

  it("keeps the English names on an English page", () => {
    const names = vocabularyNames("en");
    expect(names.skill("teamwork")).toBe("Teamwork");
    expect(names.fieldOfStudy("Maschinenbau")).toBe("Mechanical Engineering");
    expect(names.fieldsOfStudy[0]).toBe("Computer Science");
    expect(names.language("de")).toBe("German");
    expect(names.skillCategory("data-ai")).toBe("Data & AI");
  });

  it("filters a tags box of fields by either language's names, what was typed first", () => {
    const { fieldOfStudyFilter, fieldsOfStudy } = vocabularyNames("en");
    const data = options(["Maschinenbau x", ...fieldsOfStudy]);
    const labels = (search: string) =>
      fieldOfStudyFilter({ options: data, search, limit: 5 }).map((o) => "label" in o && o.label);
    expect(labels("Maschinenb")).toEqual(["Mechanical Engineering"]);
    expect(labels("BWL")).toEqual(["Business Administration"]);
    expect(fieldOfStudyFilter({ options: data, search: " ", limit: 5 })).toBe(data);
    const typed = options(["Informatik", ...fieldsOfStudy]);
    expect(
      fieldOfStudyFilter({ options: typed, search: "Informatik", limit: 3 }).map((o) => "label" in o && o.label),
    ).toEqual(["Informatik", "Computer Science", "Computer Engineering"]);
  });
});

describe("useVocabularyNames", () => {
  it("names in the page's language", () => {
    const { result } = renderHook(() => useVocabularyNames());
    expect(result.current.skill("mechanical-engineering")).toBe("Mechanical Engineering");
  });
});
