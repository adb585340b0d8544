import { describe, expect, it } from "vitest";
import { runDeferredAcceptance } from "./deferred-acceptance.ts";
import type { RoundInput } from "./types.ts";
import { expectSoundResult } from "./test/expect-sound.ts";
import { referenceOf } from "./test/reference.ts";
import { allStableMatchings } from "./test/stable-matchings.ts";

/** Runs the round and checks everything a result promises before the example looks at its details. */
function run(input: RoundInput) {
  const result = runDeferredAcceptance(input);
  expectSoundResult(input, result);
  return result;
}

const pairs = (input: RoundInput) => run(input).assignments.map(({ studentId, jobId }) => `${studentId}→${jobId}`);

describe("runDeferredAcceptance, by example", () => {
  it("gives students their side of Gale and Shapley's cyclic example, where three matchings are stable", () => {
    // Each student's first choice ranks them last: the students' and the jobs' best matchings differ.
    const input: RoundInput = {
      students: [
        { id: "ana", ranking: ["x", "y", "z"] },
        { id: "ben", ranking: ["y", "z", "x"] },
        { id: "cleo", ranking: ["z", "x", "y"] },
      ],
      jobs: [
        { id: "x", capacity: 1, ranking: ["ben", "cleo", "ana"] },
        { id: "y", capacity: 1, ranking: ["cleo", "ana", "ben"] },
        { id: "z", capacity: 1, ranking: ["ana", "ben", "cleo"] },
      ],
    };
    expect(allStableMatchings(referenceOf(input))).toHaveLength(3);
    const result = run(input);
    expect(result.assignments).toEqual([
      { studentId: "ana", jobId: "x", studentRank: 1, jobRank: 3 },
      { studentId: "ben", jobId: "y", studentRank: 1, jobRank: 3 },
      { studentId: "cleo", jobId: "z", studentRank: 1, jobRank: 3 },
    ]);
    expect(result.students.every((student) => student.missedChoices.length === 0)).toBe(true);
    expect(result.jobExplanations[0]).toEqual({
      jobId: "x",
      ranked: 3,
      missedStudents: [
        { code: "placed-at-preferred-job", studentId: "ben", jobRank: 1, studentRank: 3, placedStudentRank: 1 },
        { code: "placed-at-preferred-job", studentId: "cleo", jobRank: 2, studentRank: 2, placedStudentRank: 1 },
      ],
    });
  });

  it("moves a student down their list while better-ranked students fill their choices", () => {
    const input: RoundInput = {
      students: [
        { id: "ana", ranking: ["x", "y", "z"] },
        { id: "ben", ranking: ["y", "x", "z"] },
        { id: "cleo", ranking: ["x", "y", "z"] },
      ],
      jobs: [
        { id: "x", capacity: 1, ranking: ["ben", "ana", "cleo"] },
        { id: "y", capacity: 1, ranking: ["ana", "ben", "cleo"] },
        { id: "z", capacity: 1, ranking: ["ana", "ben", "cleo"] },
      ],
    };
    const result = run(input);
    expect(pairs(input)).toEqual(["ana→x", "ben→y", "cleo→z"]);
    expect(result.students[2]).toEqual({
      studentId: "cleo",
      choices: 3,
      assigned: { jobId: "z", studentRank: 3, jobRank: 3 },
      missedChoices: [
        {
          code: "filled-by-higher-ranked",
          jobId: "x",
          studentRank: 1,
          jobRank: 3,
          capacity: 1,
          lowestRankFilled: 2,
        },
        {
          code: "filled-by-higher-ranked",
          jobId: "y",
          studentRank: 2,
          jobRank: 3,
          capacity: 1,
          lowestRankFilled: 2,
        },
      ],
    });
  });

  it("fills a job of two places with the two it ranks highest, whoever applied first", () => {
    const input: RoundInput = {
      students: [
        { id: "ana", ranking: ["big", "small"] },
        { id: "ben", ranking: ["big", "small"] },
        { id: "cleo", ranking: ["big", "small"] },
      ],
      jobs: [
        { id: "big", capacity: 2, ranking: ["cleo", "ana", "ben"] },
        { id: "small", capacity: 1, ranking: ["ben", "ana"] },
      ],
    };
    const result = run(input);
    expect(result.assignments).toEqual([
      { studentId: "cleo", jobId: "big", studentRank: 1, jobRank: 1 },
      { studentId: "ana", jobId: "big", studentRank: 1, jobRank: 2 },
      { studentId: "ben", jobId: "small", studentRank: 2, jobRank: 1 },
    ]);
    expect(result.jobs).toEqual([
      { jobId: "big", capacity: 2, filled: 2, lowestRankFilled: 2 },
      { jobId: "small", capacity: 1, filled: 1, lowestRankFilled: 1 },
    ]);
    expect(result.jobExplanations[0]!.missedStudents).toEqual([
      { code: "capacity-filled-with-higher-ranked", studentId: "ben", jobRank: 3, capacity: 2, lowestRankFilled: 2 },
    ]);
    expect(result.jobExplanations[1]!.missedStudents).toEqual([
      { code: "placed-at-preferred-job", studentId: "ana", jobRank: 2, studentRank: 2, placedStudentRank: 1 },
    ]);
  });

  it("places nobody with a job unless both ranked each other, even with places to spare", () => {
    const input: RoundInput = {
      students: [
        { id: "ana", ranking: ["x"] },
        { id: "ben", ranking: ["y"] },
      ],
      jobs: [
        { id: "x", capacity: 5, ranking: ["ben"] },
        { id: "y", capacity: 5, ranking: [] },
      ],
    };
    const result = run(input);
    expect(result.assignments).toEqual([]);
    expect(result.unassignedStudents).toEqual(["ana", "ben"]);
    expect(result.students.map((student) => student.missedChoices)).toEqual([
      [{ code: "not-ranked-by-job", jobId: "x", studentRank: 1 }],
      [{ code: "not-ranked-by-job", jobId: "y", studentRank: 1 }],
    ]);
    expect(result.jobExplanations[0]!.missedStudents).toEqual([
      { code: "did-not-rank-job", studentId: "ben", jobRank: 1 },
    ]);
  });

  it("reads rankings without unknown ids and repeats, and capacities as whole places", () => {
    const input: RoundInput = {
      students: [
        { id: "ana", ranking: ["gone", "none", "x", "x", "y"] },
        { id: "ben", ranking: ["x", "ben", "y"] },
      ],
      jobs: [
        { id: "none", capacity: -1, ranking: ["ana"] },
        { id: "x", capacity: 1.9, ranking: ["ghost", "ben", "ben", "ana"] },
        { id: "y", capacity: Number.NaN, ranking: ["ana", "ben"] },
      ],
    };
    const result = run(input);
    expect(result.jobs.map(({ jobId, capacity }) => [jobId, capacity])).toEqual([
      ["none", 0],
      ["x", 1],
      ["y", 0],
    ]);
    expect(result.assignments).toEqual([{ studentId: "ben", jobId: "x", studentRank: 1, jobRank: 1 }]);
    expect(result.students[0]).toEqual({
      studentId: "ana",
      choices: 3,
      assigned: null,
      missedChoices: [
        { code: "no-places", jobId: "none", studentRank: 1 },
        { code: "filled-by-higher-ranked", jobId: "x", studentRank: 2, jobRank: 2, capacity: 1, lowestRankFilled: 1 },
        { code: "no-places", jobId: "y", studentRank: 3 },
      ],
    });
  });

  it("answers an empty round, and rounds where one side is empty, with empty lists", () => {
    expect(run({ students: [], jobs: [] })).toEqual({
      assignments: [],
      unassignedStudents: [],
      jobs: [],
      students: [],
      jobExplanations: [],
    });
    const noJobs = run({ students: [{ id: "ana", ranking: ["x"] }], jobs: [] });
    expect(noJobs.students).toEqual([{ studentId: "ana", choices: 0, assigned: null, missedChoices: [] }]);
    const noStudents = run({ students: [], jobs: [{ id: "x", capacity: 2, ranking: ["ana"] }] });
    expect(noStudents.jobs).toEqual([{ jobId: "x", capacity: 2, filled: 0, lowestRankFilled: null }]);
    expect(noStudents.jobExplanations).toEqual([{ jobId: "x", ranked: 0, missedStudents: [] }]);
  });

  it("refuses a round with a student or a job listed twice", () => {
    const student = { id: "ana", ranking: [] };
    const job = { id: "x", capacity: 1, ranking: [] };
    expect(() => runDeferredAcceptance({ students: [student, student], jobs: [] })).toThrow(
      'Placement round: student id "ana" is repeated',
    );
    expect(() => runDeferredAcceptance({ students: [], jobs: [job, { ...job }] })).toThrow(
      'Placement round: job id "x" is repeated',
    );
  });
});
