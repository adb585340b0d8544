import { prepareCv } from "@stint/matching";
import { describe, expect, it } from "vitest";
import { PLACES } from "../../../test/job-fixtures.ts";
import { preparedCvOf, type StudentEntryRow, studentEntryOf } from "./student-entries.ts";

const row: StudentEntryRow = {
  id: "7a4c2a38-1d3e-4f4e-9a51-1f0c7e0a9b11",
  studentId: "0d7e3f52-8f41-4c55-b1b4-2e6a8c1d9f20",
  education: [
    { school: "TU Berlin", degreeLevel: "bachelor", field: "Computer Science", start: "2023-10", end: null, grade: "" },
  ],
  experience: [
    {
      title: "Working student, data engineering",
      organisation: "Spree Analytics",
      start: "2025-03",
      end: null,
      description: "Pipelines in Python and SQL on PostgreSQL.",
    },
  ],
  skills: [
    { skillId: "python", level: 4 },
    { skillId: "sql", level: 3 },
  ],
  skillIds: ["python", "sql"],
  languages: [{ language: "en", level: "C1" }],
  desiredTypes: ["working-student"],
  desiredWorkModes: ["hybrid"],
  preferredPlaces: [PLACES.berlin],
  radiusKm: 30,
  willingToRelocate: false,
  availableFrom: "2026-01-01",
  availableTo: null,
  profile: { degreeLevel: "bachelor", fieldOfStudy: "Computer Science", expectedGraduation: "2026-09" },
  address: PLACES.berlin,
  name: "Mia Example",
  avatarFileId: null,
  university: "TU Berlin",
  updatedAt: new Date("2026-01-05T10:00:00Z"),
};

describe("a student entry of the matching index", () => {
  it("prepares its CV again, from the text it keeps, when the day has changed", () => {
    const { entry } = studentEntryOf(row, "2026-01-10");
    const { address, name, avatarFileId, university, updatedAt, ...cv } = row;
    expect(entry.prepared).toEqual(prepareCv(cv, { today: "2026-01-10", student: cv.profile }));

    const later = preparedCvOf(entry, "2026-11-10");
    // The ongoing job and studies have moved on: the same CV prepared for the later day, not the first one.
    expect(later).toEqual(prepareCv(cv, { today: "2026-11-10", student: cv.profile }));
    expect(later.experience[0]!.to).toBeGreaterThan(
      prepareCv(cv, { today: "2026-01-10", student: cv.profile }).experience[0]!.to,
    );
    expect(preparedCvOf(entry, "2026-11-10")).toBe(later);
  });

  it("keeps the CV's id and the student's card", () => {
    const { entry, key } = studentEntryOf(row, "2026-01-10");
    expect(key).toBe(row.studentId);
    expect(entry.cvId).toBe(row.id);
    expect(entry.card).toEqual({
      id: row.studentId,
      name: "Mia Example",
      avatar: null,
      university: "TU Berlin",
      city: "Berlin",
    });
  });
});
