import { cvCreateSchema, type Cv } from "@stint/shared/cvs";
import { describe, expect, it } from "vitest";
import { changedFields } from "../../../lib/changed-fields.ts";
import { cvToValues, cvValuesToPayload, datedRowProblems, emptyCvValues, emptyEducation } from "./cv-form-values.ts";

const cv: Cv = {
  id: "cv1",
  studentId: "s1",
  title: "Data internships",
  summary: "I like data.",
  education: [
    { school: "ETH Zürich", degreeLevel: "master", field: "Data Science", start: "2024-09", end: null, grade: "" },
  ],
  experience: [
    {
      title: "Intern",
      organisation: "Acme",
      start: "2023-06",
      end: "2023-09",
      description: "Dashboards.",
    },
  ],
  skills: [{ skillId: "python", level: 4 }],
  languages: [{ language: "en", level: "C1" }],
  desiredTypes: ["internship"],
  desiredWorkModes: [],
  preferredPlaces: [],
  radiusKm: 30,
  willingToRelocate: false,
  availableFrom: "2027-02-01",
  availableTo: null,
  fileId: "8f14e45f-ceea-4e7a-9a6e-0f9d1c2b3a4d",
  file: {
    id: "8f14e45f-ceea-4e7a-9a6e-0f9d1c2b3a4d",
    purpose: "cv",
    name: "cv.pdf",
    size: 2048,
    contentType: "application/pdf",
    url: "/api/files/8f14e45f-ceea-4e7a-9a6e-0f9d1c2b3a4d",
    createdAt: "2026-01-01T00:00:00.000Z",
  },
  isPrimary: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("CV form values", () => {
  it("round-trip a stored CV to exactly its fields, which the shared schema accepts", () => {
    const payload = cvValuesToPayload(cvToValues(cv));
    const { id: _id, studentId: _studentId, file: _file, createdAt: _created, updatedAt: _updated, ...fields } = cv;
    expect(payload).toEqual(fields);
    expect(cvCreateSchema.safeParse(payload).success).toBe(true);
  });

  it("tick an entry without an end as ongoing, and send a ticked entry without its end", () => {
    const values = cvToValues(cv);
    expect(values.education[0]?.current).toBe(true);
    expect(values.experience[0]?.current).toBe(false);
    values.experience[0]!.current = true;
    expect(cvValuesToPayload(values).experience[0]?.end).toBeNull();
  });

  it("send only what changed when editing", () => {
    const base = cvValuesToPayload(cvToValues(cv));
    const values = cvToValues(cv);
    values.title = "  Data and ML internships ";
    values.radiusKm = "45";
    expect(changedFields(cvValuesToPayload(values), base)).toEqual({ title: "Data and ML internships", radiusKm: 45 });
  });

  it("name each dated row's missing start and end on the row's own field", () => {
    const values = emptyCvValues({ first: true });
    values.title = "My CV";
    values.education = [emptyEducation(), { ...emptyEducation(), start: "2020-09", current: true }];
    expect(datedRowProblems(values)).toEqual({
      "education.0.start": "Choose the month you started.",
      "education.0.end": "Choose the month it ended, or tick “I still study here”.",
    });
  });

  it("leave what the user has not chosen yet to the schema, which names the row's field", () => {
    const values = emptyCvValues({ first: false });
    values.title = "My CV";
    values.education = [{ ...emptyEducation(), school: "HSG", field: "Economics", start: "2021-09", end: "2020-06" }];
    const result = cvCreateSchema.safeParse(cvValuesToPayload(values));
    const paths = result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
    expect(paths).toContain("education.0.degreeLevel");
    expect(cvValuesToPayload(values).isPrimary).toBe(false);
    expect(cvValuesToPayload({ ...values, radiusKm: "" }).radiusKm).toBeNull();
  });
});
