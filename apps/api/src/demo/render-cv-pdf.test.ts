// First: the app loads @hono/zod-openapi, which must extend zod before any shared schema is built.
import { ZURICH } from "../test/test-app.ts";
import type { CvFields } from "@stint/shared/cvs";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { renderCvPdf } from "./render-cv-pdf.ts";

const DATE = new Date("2026-06-01T10:00:00Z");
const CV: CvFields = {
  title: "Embedded systems – internship",
  summary: "Master's student in Electrical Engineering. Strongest in C, PCB design and MATLAB.",
  education: [
    { school: "ČVUT", degreeLevel: "master", field: "Electrical Engineering", start: "2025-09", end: null, grade: "" },
  ],
  experience: [
    {
      title: "Hardware Engineering Intern",
      organisation: "Voltaik Systems",
      start: "2025-01",
      end: "2025-06",
      description: "Designed and tested a PCB for a battery monitoring board.",
    },
  ],
  skills: [{ skillId: "c", level: 4 }],
  languages: [{ language: "cs", level: "C2" }],
  desiredTypes: ["internship"],
  desiredWorkModes: ["hybrid"],
  preferredPlaces: [ZURICH],
  radiusKm: 50,
  willingToRelocate: true,
  availableFrom: "2026-09-01",
  availableTo: null,
  fileId: null,
  isPrimary: true,
};

describe("renderCvPdf", () => {
  it("makes a real one-page PDF named after the student, also for letters the standard font lacks", async () => {
    const bytes = await renderCvPdf({ name: "Kateřina Dvořáková", email: "k@student.example", cv: CV, date: DATE });
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(bytes.byteLength).toBeLessThan(20_000);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    // á is in the standard font's character set, ř is not.
    expect(pdf.getTitle()).toBe("Katerina Dvoráková – CV");
    expect(pdf.getCreationDate()).toEqual(DATE);
  });

  it("stays on one page however long the CV is", async () => {
    const long: CvFields = {
      ...CV,
      summary: "A sentence that goes on. ".repeat(80),
      experience: Array.from({ length: 20 }, () => CV.experience[0]!),
    };
    const pdf = await PDFDocument.load(
      await renderCvPdf({ name: "Long CV", email: "l@x.example", cv: long, date: DATE }),
    );
    expect(pdf.getPageCount()).toBe(1);
  });
});
