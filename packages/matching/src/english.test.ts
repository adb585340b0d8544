import { describe, expect, it } from "vitest";
import { englishDetail, englishList, englishText } from "./english.ts";
import { scorePair } from "./index.ts";
import { listReasons } from "./reasons.ts";
import type { MatchCv, MatchJob } from "./types.ts";

const zurich = { lat: 47.37, lon: 8.55, city: "Zürich" };
const bern = { lat: 46.95, lon: 7.45, city: "Bern" };
const cv: MatchCv = {
  education: [{ degreeLevel: "bachelor", field: "Computer Science", start: "2024-09", end: null }],
  experience: [],
  skills: [{ skillId: "python", level: 4 }],
  languages: [{ language: "de", level: "B1" }],
  desiredTypes: ["internship"],
  desiredWorkModes: ["remote"],
  preferredPlaces: [bern],
  radiusKm: 30,
  willingToRelocate: true,
  availableFrom: "2027-03-01",
  availableTo: "2027-05-31",
};
const job: MatchJob = {
  title: "Data Engineer Intern",
  type: "internship",
  workMode: "hybrid",
  location: zurich,
  requiredSkills: [
    { skillId: "python", level: 3 },
    { skillId: "docker", level: 3 },
  ],
  niceToHaveSkills: [],
  languages: [{ language: "de", level: "C1" }],
  minDegree: "master",
  fieldsOfStudy: [],
  startDate: "2027-03-01",
  durationMonths: 6,
};
const result = scorePair(cv, job, { today: "2026-11-24" });
const part = (key: string) => result.parts.find((p) => p.key === key)!;

describe("an explanation's texts as data", () => {
  it("give each part's clauses as keys and values (codes, counts, ISO days, kilometres), its detail their English", () => {
    expect(part("required-skills").texts).toEqual([
      { key: "skills-met", values: { met: 1, count: 2, kind: "required" } },
      { key: "skills-missing", values: { skills: { names: ["Docker"], more: 0 } } },
    ]);
    expect(part("languages").texts[1]).toEqual({
      key: "language-level",
      values: { language: "de", languageName: "German", level: "C1", own: "B1" },
    });
    expect(part("education").texts).toEqual([
      { key: "degree-below", values: { degree: "bachelor", studying: "yes", askedDegree: "master" } },
    ]);
    expect(part("work-mode").texts).toEqual([
      { key: "work-mode-other", values: { workMode: "hybrid", workModes: { names: ["remote"], more: 0 } } },
    ]);
    const place = part("place").texts[0]!;
    expect(place).toMatchObject({ key: "place-beyond", values: { place: "Zürich", from: "Bern", near: "no" } });
    expect(place.values.distance).toBeGreaterThan(90);
    expect(part("availability").texts).toEqual([
      {
        key: "availability-share",
        values: {
          share: 50,
          bounds: "both",
          from: "2027-03-01",
          to: "2027-05-31",
          start: "2027-03-01",
          end: "2027-08-31",
        },
      },
    ]);
    for (const each of result.parts) expect(each.detail).toBe(englishDetail(each.texts));
    expect(part("availability").detail).toBe(
      "Covers 50% of the job period: available 1 Mar 2027 to 31 May 2027, the job runs 1 Mar 2027 to 31 Aug 2027",
    );
  });

  it("give the missing items, the exclusions and a list's reasons as data too, their English unchanged", () => {
    const docker = result.missing.find((item) => item.kind === "skill" && item.skillId === "docker")!;
    expect(docker.text).toEqual({ key: "missing-skill", values: { skill: "Docker", level: 3 } });
    expect(docker.label).toBe(englishText(docker.text));
    const { reasons, reasonTexts } = listReasons(result);
    expect(reasonTexts.at(-1)).toEqual([
      { key: "add-skill", values: { ...result.missing[0]!.text.values, points: result.missing[0]!.points } },
    ]);
    expect(reasons).toEqual(reasonTexts.map(englishDetail));
    expect(reasons.at(-1)).toBe(`Add ${result.missing[0]!.label}: +${result.missing[0]!.points}`);

    const fullTime = scorePair(cv, { ...job, type: "full-time" }, { today: "2026-11-24" });
    const exclusion = fullTime.excluded!.find((reason) => reason.code === "job-type")!;
    expect(exclusion.text).toEqual({
      key: "exclude-job-type",
      values: { jobTypes: { names: ["internship"], more: 0 }, jobType: "full-time" },
    });
    expect(exclusion.message).toBe("The CV asks for internship jobs; this one is full-time");
  });

  it("write a list of names with how many more", () => {
    expect(englishList({ names: ["A"], more: 0 })).toBe("A");
    expect(englishList({ names: ["A", "B", "C"], more: 0 })).toBe("A, B and C");
    expect(englishList({ names: ["A", "B", "C"], more: 2 })).toBe("A, B, C and 2 more");
  });
});
