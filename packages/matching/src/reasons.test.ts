import { describe, expect, it } from "vitest";
import { scorePair } from "./index.ts";
import { topReasons } from "./reasons.ts";
import type { MatchCv, MatchJob } from "./types.ts";

const zurich = { lat: 47.37, lon: 8.55, city: "Zürich" };
const cv: MatchCv = {
  education: [{ degreeLevel: "master", field: "Data Science", start: "2025-09", end: null }],
  experience: [],
  skills: [
    { skillId: "python", level: 4 },
    { skillId: "sql", level: 4 },
  ],
  languages: [{ language: "en", level: "C1" }],
  desiredTypes: [],
  desiredWorkModes: [],
  preferredPlaces: [zurich],
  radiusKm: 30,
  willingToRelocate: false,
  availableFrom: null,
  availableTo: null,
};
const job: MatchJob = {
  title: "Data Engineer Intern",
  type: "internship",
  workMode: "hybrid",
  location: zurich,
  requiredSkills: [
    { skillId: "python", level: 3 },
    { skillId: "sql", level: 3 },
    { skillId: "docker", level: 3 },
  ],
  niceToHaveSkills: [],
  languages: [],
  minDegree: "bachelor",
  fieldsOfStudy: ["Data Science"],
  startDate: "2027-03-01",
  durationMonths: 6,
};

describe("topReasons", () => {
  it("names the strongest parts and the biggest gap with its points, nothing uninformative", () => {
    const result = scorePair(cv, job, { today: "2026-11-24" });
    const reasons = topReasons(result);
    expect(reasons.length).toBeGreaterThanOrEqual(2);
    expect(reasons.length).toBeLessThanOrEqual(3);
    const docker = result.missing.find((item) => item.kind === "skill" && item.skillId === "docker")!;
    expect(reasons.at(-1)).toBe(`Add ${result.missing[0]!.label}: +${result.missing[0]!.points}`);
    expect(result.missing[0]).toBe(docker);
    expect(reasons.some((reason) => /^No .* (listed|asked)$|^Open to any/.test(reason))).toBe(false);
  });

  it("says the weakest part when nothing can be added", () => {
    const far = scorePair(
      { ...cv, skills: [...cv.skills, { skillId: "docker", level: 5 }] },
      { ...job, location: { lat: 52.52, lon: 13.4, city: "Berlin" } },
      { today: "2026-11-24" },
    );
    expect(far.missing).toEqual([]);
    expect(topReasons(far).at(-1)).toBe(far.parts.find((part) => part.key === "place")!.detail);
  });
});
