import { describe, expect, it } from "vitest";
import {
  choiceText,
  deadlineText,
  fromLocalInput,
  jobReasonSentence,
  studentReasonSentence,
  toLocalInput,
} from "./round-format.ts";
import { germanT } from "./test-german.ts";
import { testI18n } from "../../test/i18n-setup.ts";

const t = testI18n.getFixedT("en");

describe("a round's reasons in words", () => {
  it("tells a student why a job they ranked higher did not place them", () => {
    expect(
      studentReasonSentence(t, {
        jobId: "j1",
        jobTitle: "Robotics intern",
        choice: 1,
        code: "filled-by-higher-ranked",
        capacity: 3,
      }),
    ).toBe("Robotics intern (your 1st choice) filled its 3 places with applicants it ranked higher.");
    expect(
      studentReasonSentence(t, {
        jobId: "j1",
        jobTitle: "Data intern",
        choice: 2,
        code: "filled-by-higher-ranked",
        capacity: 1,
      }),
    ).toBe("Data intern (your 2nd choice) filled its one place with an applicant it ranked higher.");
    expect(
      studentReasonSentence(t, { jobId: "j2", jobTitle: "Web intern", choice: 3, code: "not-ranked-by-job", capacity: 2 }),
    ).toBe("Web intern (your 3rd choice) did not rank you.");
    expect(
      studentReasonSentence(t, { jobId: "j3", jobTitle: "QA intern", choice: 1, code: "no-places", capacity: 2 }),
    ).toBe("QA intern (your 1st choice) had no places left in this run.");
    expect(choiceText(t, 2)).toBe("your 2nd choice");
  });

  it("tells a company why a student it ranked went elsewhere", () => {
    const reason = { applicationId: "a1", studentName: "Noa Keller", rank: 2 };
    expect(jobReasonSentence(t, { ...reason, code: "placed-at-preferred-job" })).toBe(
      "Noa Keller, ranked 2nd by you: got a place they preferred.",
    );
    expect(jobReasonSentence(t, { ...reason, code: "did-not-rank-job" })).toBe(
      "Noa Keller, ranked 2nd by you: did not rank this job.",
    );
    expect(jobReasonSentence(t, { ...reason, code: "no-places" })).toBe(
      "Noa Keller, ranked 2nd by you: the job had no places left in this run.",
    );
    expect(jobReasonSentence(t, { ...reason, rank: 4, code: "capacity-filled-with-higher-ranked" })).toBe(
      "Noa Keller, ranked 4th by you: the job's places went to applicants you ranked higher.",
    );
  });
});

describe("a round's reasons in German", () => {
  it("are whole German sentences with German ordinals", () => {
    const de = germanT();
    expect(
      studentReasonSentence(de, {
        jobId: "j1",
        jobTitle: "Robotics intern",
        choice: 1,
        code: "filled-by-higher-ranked",
        capacity: 3,
      }),
    ).toBe("Robotics intern (Ihre 1. Wahl) hat alle 3 Plätze mit Bewerbenden besetzt, die höher eingestuft waren.");
    expect(
      jobReasonSentence(de, { applicationId: "a1", studentName: "Noa Keller", rank: 2, code: "placed-at-preferred-job" }),
    ).toBe("Noa Keller, von Ihnen auf Platz 2 gesetzt: hat einen bevorzugten Platz erhalten.");
  });
});

describe("deadlines", () => {
  const now = new Date("2026-11-20T12:00:00Z");

  it("say how far a deadline is, or that it passed", () => {
    expect(deadlineText(t, "2026-11-23T12:00:00Z", now)).toMatch(/\(in 3 days\)$/);
    expect(deadlineText(t, "2026-11-20T15:00:00Z", now)).toMatch(/\(in 3 hours\)$/);
    expect(deadlineText(t, "2026-11-20T11:00:00Z", now)).toMatch(/\(passed 1 hour ago\)$/);
  });

  it("go to and from a date-time input in the viewer's time", () => {
    const local = toLocalInput("2026-11-24T14:03:00.000Z");
    expect(local).toMatch(/^2026-11-2\dT\d\d:03$/);
    expect(fromLocalInput(local)).toBe("2026-11-24T14:03:00.000Z");
    expect(fromLocalInput("")).toBe("");
    expect(toLocalInput(null)).toBe("");
  });
});
