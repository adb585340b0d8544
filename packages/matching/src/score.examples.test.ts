import type { Cv } from "@stint/shared/cvs";
import type { Job, JobFields } from "@stint/shared/jobs";
import { describe, expect, it } from "vitest";
import { createScorer, rankCvsForJob, rankJobsForCv, scoreOnly, scorePair } from "./index.ts";
import type { MatchCv, MatchJob, MatchPart, MatchResult } from "./types.ts";

/** The English of missing items and exclusions, without their texts as data (english.test.ts checks those). */
const withoutTexts = <T extends { text: unknown }>(list: readonly T[]) => list.map(({ text: _text, ...rest }) => rest);

const today = "2026-02-01";
const context = { today };

const BERLIN = { city: "Berlin", label: "Berlin, Germany", lat: 52.52, lon: 13.405 };
const POTSDAM = { city: "Potsdam", label: "Potsdam, Germany", lat: 52.391, lon: 13.065 };
const MUNICH = { city: "Munich", label: "Munich, Germany", lat: 48.137, lon: 11.575 };
const LISBON = { city: "Lisbon", label: "Lisbon, Portugal", lat: 38.722, lon: -9.139 };

const part = (result: MatchResult, key: MatchPart["key"]) => result.parts.find((entry) => entry.key === key)!;

/** A data-science master's student in Berlin, as the CV form would save her. */
const dataStudent: MatchCv = {
  education: [
    { degreeLevel: "bachelor", field: "Mathematics", start: "2020-10", end: "2023-09" },
    { degreeLevel: "master", field: "Data Science", start: "2023-10", end: null },
  ],
  experience: [
    {
      title: "Working Student Data Analytics",
      description: "Forecasting models in Python with pandas and scikit-learn, SQL feature tables.",
      start: "2025-01",
      end: null,
    },
  ],
  skills: [
    { skillId: "python", level: 4 },
    { skillId: "pandas", level: 4 },
    { skillId: "scikit-learn", level: 3 },
    { skillId: "sql", level: 3 },
    { skillId: "statistics", level: 4 },
  ],
  languages: [
    { language: "en", level: "C1" },
    { language: "de", level: "B2" },
  ],
  desiredTypes: ["working-student", "internship"],
  desiredWorkModes: ["hybrid", "remote"],
  preferredPlaces: [BERLIN],
  radiusKm: 30,
  willingToRelocate: false,
  availableFrom: "2026-03-01",
  availableTo: "2027-02-28",
};

const dataJob: MatchJob = {
  title: "Working Student Data Science",
  type: "working-student",
  workMode: "hybrid",
  location: POTSDAM,
  requiredSkills: [
    { skillId: "python", level: 3 },
    { skillId: "machine-learning", level: 3 },
    { skillId: "sql", level: 3 },
  ],
  niceToHaveSkills: [{ skillId: "pandas", level: 2 }],
  languages: [{ language: "en", level: "B2" }],
  minDegree: "bachelor",
  fieldsOfStudy: ["Statistics", "Data Science"],
  startDate: "2026-03-01",
  durationMonths: 12,
};

const frontendJob: MatchJob = {
  title: "Frontend Developer Intern",
  type: "internship",
  workMode: "hybrid",
  location: BERLIN,
  requiredSkills: [
    { skillId: "react", level: 3 },
    { skillId: "css", level: 3 },
    { skillId: "html", level: 3 },
  ],
  niceToHaveSkills: [{ skillId: "jest", level: 2 }],
  languages: [],
  minDegree: null,
  fieldsOfStudy: ["Computer Science"],
  startDate: "2026-04-01",
  durationMonths: 6,
};

describe("a data-science student", () => {
  it("fits a data job well, and explains each part", () => {
    const result = scorePair(dataStudent, dataJob, context);
    expect(result.excluded).toBeNull();
    expect(result.studentFit).toBe(100);
    // Machine learning comes through scikit-learn (a related skill), not in full.
    expect(part(result, "required-skills").detail).toBe(
      "2 of 3 required skills; Machine Learning through scikit-learn",
    );
    expect(part(result, "nice-to-have-skills")).toMatchObject({ points: 15, detail: "1 of 1 nice-to-have skill" });
    expect(part(result, "languages")).toMatchObject({ points: 15, detail: "1 of 1 language" });
    expect(part(result, "education").detail).toBe("Master's (studying) meets Bachelor's; field of study matches");
    expect(part(result, "experience").detail).toBe("14 months of relevant experience (Working Student Data Analytics)");
    expect(part(result, "place").detail).toBe("Potsdam, 27 km from Berlin (within 30 km)");
    expect(withoutTexts(result.missing)).toEqual([
      {
        kind: "skill",
        skillId: "machine-learning",
        level: 3,
        required: true,
        label: "Machine Learning at level 3",
        points: result.missing[0]!.points,
      },
    ]);
    expect(result.score).toBeGreaterThanOrEqual(90);
  });

  it("is excluded from a frontend internship she has none of the skills for, but it is still explained", () => {
    const result = scorePair(dataStudent, frontendJob, context);
    expect(withoutTexts(result.excluded!)).toEqual([
      {
        code: "no-required-skills",
        message: "None of the required skills (React, CSS and HTML) is on the CV, nor a related one",
      },
    ]);
    expect(part(result, "required-skills")).toMatchObject({
      points: 0,
      detail: "0 of 3 required skills; React, CSS and HTML missing",
    });
    expect(part(result, "languages")).toMatchObject({ points: 15, detail: "No language asked" });
    expect(part(result, "education").detail).toBe("related field (Data Science ~ Computer Science)");
    expect(result.score).toBeLessThan(scorePair(dataStudent, dataJob, context).score - 30);
    expect(result.missing.map((item) => item.label)).toEqual([
      "CSS at level 3",
      "HTML at level 3",
      "React at level 3",
      "Jest at level 2",
    ]);
  });

  it("says what a missing skill is worth: '4 of 5 required skills; Docker missing'", () => {
    const job: MatchJob = {
      ...dataJob,
      requiredSkills: [
        { skillId: "python", level: 3 },
        { skillId: "sql", level: 3 },
        { skillId: "pandas", level: 3 },
        { skillId: "statistics", level: 3 },
        { skillId: "docker", level: 3 },
      ],
      niceToHaveSkills: [],
    };
    const result = scorePair(dataStudent, job, context);
    expect(part(result, "required-skills")).toMatchObject({
      points: 40,
      detail: "4 of 5 required skills; Docker missing",
    });
    expect(withoutTexts(result.missing)).toEqual([
      { kind: "skill", skillId: "docker", level: 3, required: true, label: "Docker at level 3", points: 10 },
    ]);
    const withDocker = { ...dataStudent, skills: [...dataStudent.skills, { skillId: "docker", level: 3 }] };
    expect(scorePair(withDocker, job, context).jobFit).toBe(result.jobFit + 10);
  });
});

describe("place", () => {
  const lisbonStudent: MatchCv = { ...dataStudent, preferredPlaces: [LISBON], radiusKm: 40 };

  it("counts a remote job as near everyone", () => {
    const result = scorePair(lisbonStudent, { ...dataJob, workMode: "remote" }, context);
    expect(part(result, "place")).toMatchObject({ points: 30, detail: "Remote: near everyone" });
    expect(result.excluded).toBeNull();
  });

  it("excludes an on-site or hybrid job beyond the radius when the student would not relocate", () => {
    const result = scorePair(lisbonStudent, dataJob, context);
    expect(part(result, "place").points).toBe(0);
    expect(result.excluded?.map((reason) => reason.code)).toEqual(["distance"]);
    expect(result.excluded?.[0]?.message).toMatch(/^Hybrid in Potsdam, 2,\d00 km from Lisbon, beyond the CV's 40 km/);
  });

  it("keeps it, with fewer points, when the student would relocate", () => {
    const result = scorePair({ ...lisbonStudent, willingToRelocate: true }, dataJob, context);
    expect(result.excluded).toBeNull();
    expect(part(result, "place").points).toBe(18);
    expect(part(result, "place").detail).toMatch(/beyond 40 km; would relocate$/);
  });

  it("is open to any place when the CV names none", () => {
    const result = scorePair({ ...lisbonStudent, preferredPlaces: [] }, dataJob, context);
    expect(part(result, "place")).toMatchObject({ points: 30, detail: "Potsdam; open to any place" });
  });
});

describe("related skills", () => {
  const jsJob: MatchJob = {
    ...frontendJob,
    requiredSkills: [{ skillId: "javascript", level: 3 }],
    niceToHaveSkills: [],
  };
  const withSkills = (skills: MatchCv["skills"]): MatchCv => ({ ...dataStudent, skills, desiredTypes: [] });

  it("give partial credit: TypeScript for JavaScript, less than JavaScript itself", () => {
    const viaTypeScript = scorePair(withSkills([{ skillId: "typescript", level: 3 }]), jsJob, context);
    const itself = scorePair(withSkills([{ skillId: "javascript", level: 3 }]), jsJob, context);
    const none = scorePair(withSkills([{ skillId: "python", level: 3 }]), jsJob, context);
    expect(part(viaTypeScript, "required-skills")).toMatchObject({
      points: 45,
      detail: "0 of 1 required skill; JavaScript through TypeScript",
    });
    expect(part(itself, "required-skills").points).toBe(50);
    expect(part(none, "required-skills").points).toBe(0);
    expect(viaTypeScript.excluded).toBeNull();
    expect(none.excluded?.map((reason) => reason.code)).toEqual(["no-required-skills"]);
    expect(withoutTexts(viaTypeScript.missing)).toEqual([
      { kind: "skill", skillId: "javascript", level: 3, required: true, label: "JavaScript at level 3", points: 5 },
    ]);
  });

  it("count PostgreSQL for SQL and Next.js for React, scaled by level", () => {
    const job: MatchJob = {
      ...jsJob,
      requiredSkills: [
        { skillId: "sql", level: 3 },
        { skillId: "react", level: 4 },
      ],
    };
    const cv = withSkills([
      { skillId: "postgresql", level: 3 },
      { skillId: "nextjs", level: 3 },
    ]);
    // SQL: 0.8 × 1; React: 0.8 × 0.7 (one level short) → (0.8 + 0.56) / 2 × 50 = 34.
    expect(part(scorePair(cv, job, context), "required-skills")).toMatchObject({
      points: 34,
      detail: "0 of 2 required skills; SQL through PostgreSQL; React through Next.js",
    });
  });

  it("do not chain: MySQL does not count for PostgreSQL through SQL", () => {
    const job: MatchJob = { ...jsJob, requiredSkills: [{ skillId: "sql", level: 3 }] };
    const cv = withSkills([{ skillId: "mysql", level: 3 }]);
    expect(part(scorePair(cv, job, context), "required-skills").detail).toBe(
      "0 of 1 required skill; SQL through MySQL",
    );
    const postgresJob: MatchJob = { ...jsJob, requiredSkills: [{ skillId: "redis", level: 3 }] };
    expect(scorePair(cv, postgresJob, context).excluded?.map((reason) => reason.code)).toEqual(["no-required-skills"]);
  });
});

describe("levels", () => {
  it("give part of a skill's points below the asked level", () => {
    const job: MatchJob = { ...dataJob, requiredSkills: [{ skillId: "python", level: 5 }], niceToHaveSkills: [] };
    const at = (level: number) =>
      part(scorePair({ ...dataStudent, skills: [{ skillId: "python", level }] }, job, context), "required-skills");
    expect([5, 4, 3, 2, 1].map((level) => at(level).points)).toEqual([50, 35, 20, 10, 5]);
    expect(at(3).detail).toBe("0 of 1 required skill; Python at level 3 of 5");
    const missing = scorePair({ ...dataStudent, skills: [{ skillId: "python", level: 3 }] }, job, context).missing;
    expect(missing[0]).toMatchObject({ label: "Python at level 5 (now 3)", points: 30 });
  });

  it("count CEFR steps for languages", () => {
    const job: MatchJob = {
      ...dataJob,
      languages: [
        { language: "de", level: "C1" },
        { language: "fr", level: "B1" },
      ],
    };
    const result = scorePair(dataStudent, job, context);
    // German B2 for C1: 0.6; French missing: 0 → 0.3 × 15 = 4.5 → 5.
    expect(part(result, "languages")).toMatchObject({
      points: 5,
      detail: "0 of 2 languages; German B2 of C1; French (B1) missing",
    });
    expect(result.missing.filter((item) => item.kind === "language").map((item) => [item.label, item.points])).toEqual([
      ["French at B1", 7],
      ["German at C1 (now B2)", 3],
    ]);
  });
});

describe("education", () => {
  const noEducation: MatchCv = { ...dataStudent, education: [] };
  const masterJob: MatchJob = { ...dataJob, minDegree: "master", fieldsOfStudy: [] };

  it("counts ongoing studies as the level studied, slightly less than finished", () => {
    const studying = scorePair(dataStudent, masterJob, context);
    const finished = scorePair(
      {
        ...dataStudent,
        education: [{ degreeLevel: "master", field: "Data Science", start: "2023-10", end: "2025-09" }],
      },
      masterJob,
      context,
    );
    expect(part(studying, "education")).toMatchObject({ points: 9, detail: "Master's (studying) for Master's asked" });
    expect(part(finished, "education")).toMatchObject({ points: 10, detail: "Master's meets Master's" });
  });

  it("falls back on the student profile when the CV lists no education", () => {
    const without = scorePair(noEducation, masterJob, context);
    const withProfile = scorePair(noEducation, masterJob, {
      today,
      student: { degreeLevel: "bachelor", fieldOfStudy: "Informatik" },
    });
    expect(part(without, "education")).toMatchObject({ points: 0, detail: "No degree given; Master's asked" });
    expect(part(withProfile, "education").points).toBe(5); // one level below, studying: 0.45 → 4.5 → 5
    const csJob: MatchJob = { ...dataJob, minDegree: null, fieldsOfStudy: ["Computer Science"] };
    const profile = { degreeLevel: "bachelor" as const, fieldOfStudy: "Informatik" };
    expect(part(scorePair(noEducation, csJob, { today, student: profile }), "education")).toMatchObject({
      points: 10,
      detail: "field of study matches",
    });
  });

  it("is awarded in full when the job asks for no degree and no field", () => {
    const job: MatchJob = { ...dataJob, minDegree: null, fieldsOfStudy: [] };
    expect(part(scorePair(noEducation, job, context), "education")).toMatchObject({
      points: 10,
      detail: "No degree or field of study asked",
    });
  });
});

describe("experience", () => {
  const job: MatchJob = { ...dataJob, requiredSkills: [{ skillId: "docker", level: 2 }], niceToHaveSkills: [] };
  const entry = (title: string, description: string) => ({ title, description, start: "2025-03", end: "2025-08" });

  it("counts entries that mention an asked skill or name the same work", () => {
    const byMention = { ...dataStudent, experience: [entry("Intern", "Packaged the services with Docker.")] };
    const byTitle = { ...dataStudent, experience: [entry("Data Science Intern", "Forecasts.")] };
    const unrelated = { ...dataStudent, experience: [entry("Barista", "Coffee, and I react quickly.")] };
    expect(part(scorePair(byMention, job, context), "experience")).toMatchObject({
      points: 10,
      detail: "6 months of relevant experience (Intern)",
    });
    expect(part(scorePair(byTitle, job, context), "experience").points).toBe(10);
    expect(part(scorePair(unrelated, job, context), "experience")).toMatchObject({
      points: 0,
      detail: "No relevant experience yet (6 months earn all points)",
    });
    const reactJob: MatchJob = { ...job, requiredSkills: [{ skillId: "react", level: 2 }] };
    expect(part(scorePair(unrelated, reactJob, context), "experience").points).toBe(0);
  });

  it("counts overlapping months once and never months after today", () => {
    const cv = {
      ...dataStudent,
      experience: [
        { title: "Data Science Intern", description: "", start: "2025-09", end: null },
        { title: "Data Analyst", description: "", start: "2025-11", end: "2026-06" },
      ],
    };
    const fullTime: MatchJob = { ...dataJob, type: "full-time" };
    expect(part(scorePair(cv, fullTime, context), "experience").detail).toBe(
      "6 months of relevant experience (Data Science Intern and Data Analyst); 12 months earn all points",
    );
  });
});

describe("wishes", () => {
  it("are full when the CV names none", () => {
    const open: MatchCv = {
      ...dataStudent,
      desiredTypes: [],
      desiredWorkModes: [],
      preferredPlaces: [],
      availableFrom: null,
      availableTo: null,
    };
    const result = scorePair(open, { ...dataJob, type: "full-time", workMode: "on-site", location: MUNICH }, context);
    expect(result.studentFit).toBe(100);
    expect(result.parts.filter((entry) => entry.side === "student").map((entry) => entry.detail)).toEqual([
      "Open to any job type",
      "Open to any work mode",
      "Munich; open to any place",
      "Available any time",
    ]);
  });

  it("exclude a job type the CV does not ask for, and score work modes by how close they are", () => {
    const result = scorePair(dataStudent, { ...dataJob, type: "full-time", workMode: "on-site" }, context);
    expect(withoutTexts(result.excluded!)).toEqual([
      { code: "job-type", message: "The CV asks for working student and internship jobs; this one is full-time" },
    ]);
    expect(part(result, "job-type")).toMatchObject({
      points: 0,
      detail: "Full-time; the CV asks for working student and internship",
    });
    expect(part(result, "work-mode")).toMatchObject({ points: 8, detail: "On-site; the CV prefers hybrid and remote" });
  });

  it("exclude a job the student is never available for, and count partial availability", () => {
    const late = scorePair({ ...dataStudent, availableFrom: "2027-06-01", availableTo: null }, dataJob, context);
    expect(late.excluded?.map((reason) => reason.code)).toEqual(["availability"]);
    expect(late.excluded?.[0]?.message).toBe(
      "No overlap: the CV is available from 1 Jun 2027; the job runs 1 Mar 2026 to 28 Feb 2027",
    );
    const half = scorePair({ ...dataStudent, availableTo: "2026-08-31" }, dataJob, context);
    expect(half.excluded).toBeNull();
    expect(part(half, "availability").points).toBe(14);
    expect(part(half, "availability").detail).toBe(
      "Covers 50% of the job period: available 1 Mar 2026 to 31 Aug 2026, the job runs 1 Mar 2026 to 28 Feb 2027",
    );
    // A couple of weeks late is forgiven.
    const late2Weeks = scorePair({ ...dataStudent, availableFrom: "2026-03-12" }, dataJob, context);
    expect(part(late2Weeks, "availability").points).toBe(25);
  });
});

describe("ranking", () => {
  const jobs = [
    { ...dataJob, id: "b" },
    { ...frontendJob, id: "excluded" },
    { ...dataJob, id: "a" },
    { ...dataJob, id: "weaker", requiredSkills: [...dataJob.requiredSkills, { skillId: "docker", level: 3 }] },
  ];

  it("ranks jobs for a CV by score, then jobFit, then id, leaving excluded pairs out", () => {
    const ranked = rankJobsForCv(dataStudent, jobs, context);
    expect(ranked.map((entry) => entry.item.id)).toEqual(["a", "b", "weaker"]);
    const { excluded, ...numbers } = scoreOnly(dataStudent, dataJob, context);
    expect(excluded).toBeNull();
    expect(ranked[0]).toEqual({ item: jobs[2], ...numbers });
    expect(rankJobsForCv(dataStudent, jobs, context, { limit: 1 }).map((entry) => entry.item.id)).toEqual(["a"]);
  });

  it("ranks CVs for a job, each with its own student profile", () => {
    const noEducation = { ...dataStudent, education: [] };
    const cvs = [
      { ...noEducation, id: "no-profile" },
      { ...noEducation, id: "with-profile" },
      { ...dataStudent, id: "frontend", skills: [{ skillId: "react", level: 4 }] },
    ];
    const job = { ...dataJob, minDegree: "master" as const };
    const ranked = rankCvsForJob(job, cvs, {
      today,
      studentOf: (cv) => (cv.id === "with-profile" ? { degreeLevel: "master", fieldOfStudy: "Data Science" } : null),
    });
    expect(ranked.map((entry) => entry.item.id)).toEqual(["with-profile", "no-profile"]);
    expect(ranked[0]!.jobFit).toBeGreaterThan(ranked[1]!.jobFit);
  });

  it("scores with a prepared CV exactly as one pair at a time", () => {
    const scorer = createScorer(dataStudent, context);
    for (const job of jobs) {
      expect(scorer(job)).toEqual(scoreOnly(dataStudent, job, context));
      expect(scorer.explain(job)).toEqual(scorePair(dataStudent, job, context));
    }
  });
});

describe("the input types", () => {
  it("accept the API's CV and job rows as they are", () => {
    // Compile-time: these assignments fail `tsc` if the shared types drift away from the engine's inputs.
    const fromCv = (cv: Cv): MatchCv => cv;
    const fromJob = (job: Job): MatchJob => job;
    const fromFields = (job: JobFields): MatchJob => job;
    expect([fromCv, fromJob, fromFields]).toHaveLength(3);
  });
});
