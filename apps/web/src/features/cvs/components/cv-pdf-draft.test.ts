import type { CvImportDraft } from "@stint/shared/cv-import";
import { cvCreateSchema } from "@stint/shared/cvs";
import type { FileMeta } from "@stint/shared/files";
import { describe, expect, it } from "vitest";
import { cvValuesToPayload, datedRowProblems, emptyCvValues } from "./cv-form-values.ts";
import { draftToValues, isFromPdf, NO_PDF_MARKS } from "./cv-pdf-draft.ts";

const draft: CvImportDraft = {
  summary: "  Data science student who likes dashboards. ",
  education: [
    { school: "ETH Zürich", degreeLevel: "master", field: "Data Science", start: "2024-09", end: null, grade: "" },
    { school: "Universität Bern", degreeLevel: null, field: "Informatik", start: null, end: "2024-06", grade: "5.4" },
  ],
  experience: [
    { title: "Intern", organisation: "Acme", start: "2023-06", end: "2023-09", ongoing: false, description: "" },
    { title: "Tutor", organisation: "ETH", start: "2024-10", end: null, ongoing: true, description: "Exercises." },
  ],
  skills: [
    { skillId: "python", level: 3 },
    { skillId: "sql", level: 4 },
  ],
  languages: [{ language: "de", level: "C2" }],
  contact: { name: "Nina Graf", email: "nina@example.org", phone: null },
  documentLanguage: "en",
};

const file: FileMeta = {
  id: "8f14e45f-ceea-4e7a-9a6e-0f9d1c2b3a4d",
  purpose: "cv",
  name: "nina-cv.pdf",
  size: 2048,
  contentType: "application/pdf",
  url: "/api/files/8f14e45f-ceea-4e7a-9a6e-0f9d1c2b3a4d",
  createdAt: "2026-01-01T00:00:00.000Z",
};

function opened() {
  const base = { ...emptyCvValues({ first: true }), title: "Data internships", radiusKm: 20 };
  return draftToValues(draft, file, base);
}

describe("a CV draft read from a PDF, in the CV form", () => {
  it("fills the form's entries, skills, languages, summary and file, and keeps what a PDF cannot tell", () => {
    const { values } = opened();
    const { key: _a, ...school } = values.education[0]!;
    expect(school).toEqual({ ...draft.education[0], current: false });
    expect(values.experience.map((row) => [row.title, row.end, row.current])).toEqual([
      ["Intern", "2023-09", false],
      ["Tutor", null, true],
    ]);
    expect(values).toMatchObject({ title: "Data internships", radiusKm: 20, isPrimary: true, file });
    expect(values.summary).toBe("Data science student who likes dashboards.");
    expect(values.skills).toEqual(draft.skills);
    expect(values.languages).toEqual(draft.languages);
  });

  it("saves as the shared schema's CV once the student gives what the PDF did not", () => {
    const { values } = opened();
    // What the reader could not tell: the Bern degree level and start, whether ETH is still going on.
    expect(Object.keys(datedRowProblems(values))).toEqual(["education.0.end", "education.1.start"]);
    const failed = cvCreateSchema.safeParse(cvValuesToPayload(values));
    expect(failed.success ? [] : failed.error.issues.map((issue) => issue.path.join("."))).toContain(
      "education.1.degreeLevel",
    );
    values.education[0]!.current = true;
    values.education[1] = { ...values.education[1]!, degreeLevel: "bachelor", start: "2021-09" };
    expect(datedRowProblems(values)).toEqual({});
    const payload = cvValuesToPayload(values);
    expect(cvCreateSchema.safeParse(payload).success).toBe(true);
    expect(payload.fileId).toBe(file.id);
  });

  it("marks each field that holds what was read, and nothing that was left empty", () => {
    const { values, marks } = opened();
    const marked = (path: string) => isFromPdf(marks, values, path);
    for (const path of ["summary", "file", "education.0.school", "education.0.degreeLevel", "education.0.start"]) {
      expect(marked(path), path).toBe(true);
    }
    for (const path of ["experience.1.current", "skills.0", "skills.1", "languages.0.language", "languages.0.level"]) {
      expect(marked(path), path).toBe(true);
    }
    for (const path of ["title", "education.0.end", "education.0.grade", "education.1.degreeLevel", "radiusKm"]) {
      expect(marked(path), path).toBe(false);
    }
    expect(marked("experience.0.description")).toBe(false);
    expect(isFromPdf(NO_PDF_MARKS, values, "summary")).toBe(false);
  });

  it("drops a field's mark once the student changes it, and keeps the others' through reordering", () => {
    const { values, marks } = opened();
    values.summary = "Data science student who likes maps.";
    values.education[0] = { ...values.education[0]!, school: "ETH Zurich" };
    values.skills = [
      { skillId: "sql", level: 4 },
      { skillId: "python", level: 5 },
    ];
    values.languages = [{ language: "de", level: "C1" }];
    values.experience = [values.experience[1]!, { ...values.experience[0]!, end: "2023-10" }];
    values.file = null;
    const marked = (path: string) => isFromPdf(marks, values, path);

    expect(marked("summary")).toBe(false);
    expect(marked("file")).toBe(false);
    expect(marked("education.0.school")).toBe(false);
    expect(marked("education.0.field")).toBe(true);
    expect([marked("skills.0"), marked("skills.1")]).toEqual([true, false]);
    expect([marked("languages.0.language"), marked("languages.0.level")]).toEqual([true, false]);
    // The Tutor row moved up with its marks; the Acme row lost only its end's.
    expect([marked("experience.0.title"), marked("experience.0.current")]).toEqual([true, true]);
    expect([marked("experience.1.organisation"), marked("experience.1.end")]).toEqual([true, false]);
  });
});
