import { describe, expect, it } from "vitest";
import { fieldCredit, normaliseField } from "./fields-of-study.ts";

const credit = (studied: string, asked: string) => fieldCredit(normaliseField(studied), normaliseField(asked));

describe("normaliseField", () => {
  it("ignores case, accents, punctuation, degree words and other names of the same field", () => {
    expect(normaliseField("  BSc  Computer-Science ")).toBe("computer science");
    expect(normaliseField("Master of Science in Informatik")).toBe("computer science");
    expect(normaliseField("M.Sc. Maschinenbau")).toBe("mechanical engineering");
    expect(normaliseField("Finance & Accounting")).toBe("finance");
    expect(normaliseField("BWL")).toBe("business administration");
    expect(normaliseField("")).toBe("");
  });
});

describe("normaliseField in German", () => {
  it("reads the shared list's German names of the common fields as their English names", () => {
    expect(normaliseField("Wirtschaftsinformatik")).toBe("business informatics");
    expect(normaliseField("B.Sc. Luft- und Raumfahrttechnik")).toBe("aerospace engineering");
    expect(normaliseField("Mechatronik")).toBe("mechatronics");
    expect(normaliseField("Künstliche Intelligenz")).toBe("artificial intelligence");
    expect(credit("Technische Informatik", "Computer Science")).toBe(0.6);
    expect(credit("Medizintechnik", "Biology")).toBe(0.6);
  });

  it("keeps the hand-written synonyms where the list would say otherwise", () => {
    expect(normaliseField("Banking and Finance")).toBe("finance");
    expect(normaliseField("Management")).toBe("business administration");
  });
});

describe("fieldCredit", () => {
  it("gives full credit to the same field however it is written", () => {
    expect(credit("Informatik", "Computer Science")).toBe(1);
    expect(credit("computer science", "COMPUTER SCIENCE")).toBe(1);
  });

  it("gives most of it to a field that names the asked one", () => {
    expect(credit("Applied Mathematics", "Mathematics")).toBe(0.85);
    expect(credit("Statistics", "Applied Statistics")).toBe(0.85);
  });

  it("gives part of it to a related field, from the hand-written families", () => {
    expect(credit("Software Engineering", "Computer Science")).toBe(0.6);
    expect(credit("Data Science", "Statistics")).toBe(0.6);
    expect(credit("Statistics", "Mathematics")).toBe(0.6);
    expect(credit("Mechatronics", "Electrical Engineering")).toBe(0.6);
    expect(credit("Applied Computer Science", "Software Engineering")).toBe(0.6);
  });

  it("gives nothing to unrelated fields or an empty one", () => {
    expect(credit("Art History", "Computer Science")).toBe(0);
    expect(credit("Mechanical Engineering", "Marketing")).toBe(0);
    expect(credit("", "Marketing")).toBe(0);
  });
});
