import { describe, expect, it } from "vitest";
import { findDateRanges } from "./cv-dates.ts";
import { educationOf } from "./cv-entry-fields.ts";
import { languagesIn } from "./cv-languages.ts";
import { headingOf } from "./cv-sections.ts";
import { skillsIn } from "./cv-skills.ts";

const line = (text: string) => ({ text, cells: [text], size: 12, page: 0, y: 0 });
const range = (text: string) => {
  const [first] = findDateRanges(text);
  return first && { start: first.start, end: first.end, ongoing: first.ongoing };
};

describe("reading a CV's parts", () => {
  it.each([
    ["09/2021 – 06/2024", { start: "2021-09", end: "2024-06", ongoing: false }],
    ["Sept. 2021 – heute", { start: "2021-09", end: null, ongoing: true }],
    ["2019–2021", { start: "2019", end: "2021", ongoing: false }],
    ["since 2022", { start: "2022", end: null, ongoing: true }],
    ["seit 03.2023", { start: "2023-03", end: null, ongoing: true }],
    ["März 2020 bis Okt. 2021", { start: "2020-03", end: "2021-10", ongoing: false }],
    ["2022-10 - present", { start: "2022-10", end: null, ongoing: true }],
  ])("reads the period %s", (text, expected) => {
    expect(range(`Werkstudent, Siemens AG, ${text}`)).toEqual(expected);
  });

  it("finds no period in a phone number or a postcode", () => {
    expect(findDateRanges("+49 176 2019 5678, 80331 München")).toEqual([]);
  });

  it.each([
    ["Berufserfahrung", "experience", "de"],
    ["WORK EXPERIENCE", "experience", "en"],
    ["S p r a c h k e n n t n i s s e", "languages", "de"],
    ["Skills & Tools", "skills", "en"],
    ["Kenntnisse und Fähigkeiten", "skills", "de"],
    ["Studium", "education", "de"],
    ["Über mich", "summary", "de"],
  ])("knows the heading %s", (text, kind, language) => {
    expect(headingOf(line(text))).toEqual({ kind, language });
  });

  it("does not take a sentence for a heading", () => {
    expect(headingOf(line("Experience with large data sets and cloud tools"))).toBeUndefined();
  });

  it.each([
    ["B.Sc. Informatik", "bachelor", "Informatik"],
    ["Master of Science in Physics", "master", "Physics"],
    ["Abitur", "secondary", ""],
    ["High school diploma", "secondary", ""],
    ["PhD in Chemistry", "doctorate", "Chemistry"],
    ["Promotion, Volkswirtschaftslehre", "doctorate", "Volkswirtschaftslehre"],
  ])("reads the degree %s", (degree, level, field) => {
    const parts = degree.includes(", ") ? [...degree.split(", "), "Universität Wien"] : [degree, "Universität Wien"];
    expect(educationOf({ parts, range: undefined, description: [] })).toMatchObject({
      school: "Universität Wien",
      degreeLevel: level,
      field,
    });
  });

  it("reads languages with CEFR levels or words for them, in English and German", () => {
    expect(
      languagesIn([
        "Deutsch – Muttersprache, Englisch (fließend)",
        "French: basic knowledge",
        "Spanish B2",
        "Italienisch",
      ]),
    ).toEqual([
      { language: "de", level: "C2" },
      { language: "en", level: "C1" },
      { language: "fr", level: "A2" },
      { language: "es", level: "B2" },
      { language: "it", level: "B2" },
    ]);
  });

  it("maps listed skills through the vocabulary's names and aliases in both languages, and ignores the rest", () => {
    const skills = skillsIn({
      listed: ["JS, k8s, Teamfähigkeit", "Maschinelles Lernen | Führerschein Klasse B"],
      prose: [],
    });
    expect(skills.map((skill) => skill.skillId)).toEqual(["javascript", "kubernetes", "teamwork", "machine-learning"]);
  });
});
