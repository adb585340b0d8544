import { describe, expect, it } from "vitest";
import { bilingualQuery } from "./bilingual-query.ts";

describe("bilingualQuery", () => {
  it.each([
    ["Maschinenbau", "Maschinenbau or Mechanical Engineering"],
    ["mechanical engineering", "mechanical engineering or Maschinenbau"],
    ["Teamfaehigkeit", "Teamfaehigkeit or Teamwork or Teamfähigkeit"],
    ["teamfähigkeit", "teamfähigkeit or Teamwork"],
    ["BWL", "BWL or Business Administration or Betriebswirtschaftslehre"],
    ["IT-Sicherheit", "IT-Sicherheit or Cybersecurity"],
    ["cybersecurity", "cybersecurity or IT Sicherheit"],
  ])("asks %j in both languages", (typed, expanded) => {
    expect(bilingualQuery(typed)).toBe(expanded);
  });

  it("keeps the other words of the clause in every variant, and the clauses of an `or`", () => {
    expect(bilingualQuery("Praktikum Maschinenbau -Automobil")).toBe(
      "Praktikum Maschinenbau -Automobil or Praktikum Mechanical Engineering -Automobil",
    );
    expect(bilingualQuery("python or Projektmanagement")).toBe("python or Projektmanagement or Project Management");
    expect(bilingualQuery("Maschinenbau Teamfähigkeit")).toBe(
      "Maschinenbau Teamfähigkeit or Maschinenbau Teamwork or " +
        "Mechanical Engineering Teamfähigkeit or Mechanical Engineering Teamwork",
    );
  });

  it("leaves text that names no such term exactly as typed", () => {
    for (const q of ["python developer", "  spaced   words ", "React", "Marketing", "Python or", '"data"', ""]) {
      expect(bilingualQuery(q)).toBe(q);
    }
  });

  it("never reads a name out of the searcher's own syntax", () => {
    expect(bilingualQuery("-Maschinenbau python")).toBe("-Maschinenbau python");
    expect(bilingualQuery('"Maschinenbau" python')).toBe('"Maschinenbau" python');
    expect(bilingualQuery('Maschinenbau "python')).toBe('Maschinenbau "python');
  });

  it("expands at most a few variants of a clause", () => {
    const many = "Maschinenbau Teamfähigkeit Projektmanagement Elektrotechnik Statistik";
    expect(bilingualQuery(many).split(" or ").length).toBeLessThanOrEqual(8);
  });
});
