// First: the app loads @hono/zod-openapi, which must extend zod before any shared schema is built.
import { ZURICH } from "../test/test-app.ts";
import { cvConsistencyProblems, cvFieldsSchema } from "@stint/shared/cvs";
import { skillById } from "@stint/shared/skills/skill-lookup";
import { describe, expect, it, vi } from "vitest";
import { DEMO_STUDENTS } from "./demo-accounts.ts";
import { HOME_CITIES, NAMES } from "./demo-people.ts";
import { type CvOwner, generateCvs } from "./generate-cvs.ts";
import { generateStudents } from "./generate-students.ts";
import { SOFT_SKILLS, STUDY_FIELDS } from "./study-fields.ts";

const NOW = new Date("2026-06-01T10:00:00Z");
const BERLIN = { ...ZURICH, id: "2950159", label: "Berlin, Berlin, Germany", city: "Berlin", countryCode: "DE" };

function owners(count: number): CvOwner[] {
  return generateStudents({ count, now: NOW }).map((student, index) => ({
    id: `s${index}`,
    name: student.name,
    fieldOfStudy: student.fieldOfStudy ?? null,
    degreeLevel: student.degreeLevel ?? null,
    university: student.university ?? null,
    expectedGraduation: student.expectedGraduation ?? null,
    home: index % 3 === 0 ? null : index % 3 === 1 ? ZURICH : BERLIN,
  }));
}

describe("demo vocabulary", () => {
  it("uses only skills the shared vocabulary knows", () => {
    const unknown = [...STUDY_FIELDS.flatMap((field) => field.skills), ...SOFT_SKILLS].filter((id) => !skillById(id));
    expect(unknown).toEqual([]);
  });

  it("has names for every home city's language and covers the named demo students' fields", () => {
    expect(HOME_CITIES.filter((home) => !NAMES[home.language]).map((home) => home.city)).toEqual([]);
    const fields = new Set(STUDY_FIELDS.map((field) => field.field));
    expect(DEMO_STUDENTS.filter((student) => !fields.has(student.fieldOfStudy ?? ""))).toEqual([]);
  });
});

describe("generateStudents", () => {
  it("is deterministic, never uses Math.random and gives every student an address of their own", () => {
    const spy = vi.spyOn(Math, "random").mockImplementation(() => {
      throw new Error("Math.random used");
    });
    try {
      const reserved = ["lena.muller@student.example"];
      const first = generateStudents({ count: 500, now: NOW, reservedEmails: reserved });
      expect(generateStudents({ count: 500, now: NOW, reservedEmails: reserved })).toEqual(first);
      expect(generateStudents({ count: 500, now: NOW, seed: 12 })).not.toEqual(first);
      const emails = first.map((student) => student.email);
      expect(new Set(emails).size).toBe(500);
      expect(emails).not.toContain(reserved[0]);
      expect(emails.every((email) => /^[a-z0-9.-]+@student\.example$/.test(email))).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });

  it("spreads students over cities, fields, degrees and both answers to 'open to offers'", () => {
    const students = generateStudents({ count: 400, now: NOW });
    const distinct = (values: unknown[]) => new Set(values).size;
    expect(distinct(students.map((student) => student.city))).toBeGreaterThan(25);
    expect(distinct(students.map((student) => student.fieldOfStudy))).toBe(STUDY_FIELDS.length);
    expect(distinct(students.map((student) => student.degreeLevel))).toBeGreaterThanOrEqual(3);
    const open = students.filter((student) => student.openToOffers).length;
    expect(open).toBeGreaterThan(160);
    expect(open).toBeLessThan(360);
    // Graduation is ahead, and in the form the account schema stores.
    expect(students.every((student) => student.expectedGraduation! > "2026-06")).toBe(true);
  });
});

describe("generateCvs", () => {
  it("is deterministic and never uses Math.random", () => {
    const spy = vi.spyOn(Math, "random").mockImplementation(() => {
      throw new Error("Math.random used");
    });
    try {
      const input = { owners: owners(60), places: [ZURICH, BERLIN], now: NOW };
      expect(generateCvs(input)).toEqual(generateCvs(input));
      expect(generateCvs({ ...input, seed: 99 })).not.toEqual(generateCvs(input));
    } finally {
      spy.mockRestore();
    }
  });

  it("writes valid CVs, one primary per student, spread over types, languages and lengths", () => {
    const people = owners(400);
    const cvs = generateCvs({ owners: people, places: [ZURICH, BERLIN], now: NOW });
    for (const cv of cvs) {
      const parsed = cvFieldsSchema.safeParse(cv.fields);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(cvConsistencyProblems(cv.fields)).toEqual({});
      expect(cv.createdAt.getTime()).toBeLessThanOrEqual(cv.updatedAt.getTime());
      expect(cv.updatedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      // Dated entries lie in the past or run on; none starts after "now".
      for (const entry of [...cv.fields.education, ...cv.fields.experience])
        expect(entry.start <= "2026-06").toBe(true);
    }
    for (const person of people) {
      const own = cvs.filter((cv) => cv.studentId === person.id);
      expect(own.length, person.id).toBeGreaterThanOrEqual(1);
      expect(own.filter((cv) => cv.fields.isPrimary)).toHaveLength(1);
      expect(own[0]!.fields.isPrimary).toBe(true);
    }
    expect(cvs.length).toBeGreaterThan(450);
    const distinct = (values: unknown[]) => new Set(values.map((value) => JSON.stringify(value))).size;
    expect(distinct(cvs.flatMap((cv) => cv.fields.desiredTypes))).toBe(4);
    expect(distinct(cvs.flatMap((cv) => cv.fields.desiredWorkModes))).toBe(3);
    expect(distinct(cvs.flatMap((cv) => cv.fields.languages.map((ref) => ref.language)))).toBeGreaterThan(4);
    expect(distinct(cvs.flatMap((cv) => cv.fields.skills.map((ref) => ref.level)))).toBe(4);
    expect(distinct(cvs.map((cv) => cv.fields.experience.length))).toBe(4);
    expect(cvs.filter((cv) => cv.fields.availableTo !== null).length).toBeGreaterThan(50);
    expect(cvs.filter((cv) => cv.fields.education.length > 1).length).toBeGreaterThan(50);
    // Home comes first among the preferred places, and the home language is spoken natively.
    for (const cv of cvs) {
      const home = people.find((person) => person.id === cv.studentId)!.home;
      if (home) expect(cv.fields.preferredPlaces[0]).toEqual(home);
      else expect(cv.fields.languages[0]).toEqual({ language: "en", level: "C2" });
    }
    expect(cvs.find((cv) => cv.studentId === "s1")!.fields.languages[0]).toEqual({ language: "de", level: "C2" });
  });
});
