import { describe, expect, it } from "vitest";
import { CV_CHECKLIST } from "./cv-checklist-items.ts";
import { emptyCvValues, emptyEducation, type CvFormValues } from "./cv-form-values.ts";

const done = (values: CvFormValues, label: string) => CV_CHECKLIST.find((item) => item.label === label)!.done(values);

describe("the 'A strong CV' checklist", () => {
  it("ticks education only for a filled entry, not for an empty one merely added", () => {
    const added = { ...emptyCvValues({ first: true }), education: [emptyEducation()] };
    expect(done(added, "education")).toBe(false);
    const filled = {
      ...added,
      education: [
        { ...emptyEducation(), school: "ETH Zürich", degreeLevel: "master" as const, field: "CS", start: "2024-09" },
      ],
    };
    expect(done(filled, "education")).toBe(true);
  });

  it("ticks languages only for a language with its level", () => {
    const base = emptyCvValues({ first: true });
    expect(done({ ...base, languages: [{ language: null, level: null }] }, "languages")).toBe(false);
    expect(done({ ...base, languages: [{ language: "en", level: null }] }, "languages")).toBe(false);
    expect(done({ ...base, languages: [{ language: "en", level: "C1" }] }, "languages")).toBe(true);
  });
});
