import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runDeferredAcceptance } from "./deferred-acceptance.ts";
import type { RoundInput } from "./types.ts";
import { expectSoundMatching, expectTrueExplanations } from "./test/expect-sound.ts";
import { randomRound, seededRandom, shuffle } from "./test/random-round.ts";
import { matchingOf, referenceOf, studentRankOf } from "./test/reference.ts";
import { allStableMatchings } from "./test/stable-matchings.ts";

/*
 * Instance counts (the file takes about 8 s on the 2-core machine at a load average of 5):
 * - each of the three properties below: RUNS rounds of 0–2,000 students × 0–200 jobs (fast-check spreads the
 *   sizes over the range with extra weight on small ones; about half have over 1,000 students), capacities
 *   0–6, then LARGE_RUNS rounds of exactly 2,000 × 200, capacities 0–3 or 1–20;
 * - SMALL_RUNS rounds of 2–6 students × 1–4 jobs, capacities 0–2, against every stable matching.
 * The large rounds come from a seeded generator (test/random-round.ts): fast-check draws its options and seed,
 * so a counterexample is a handful of numbers that shrinks towards fewer students and jobs.
 */
const RUNS = 150;
const LARGE_RUNS = 6;
const SMALL_RUNS = 1_000;

type RoundOptions = { seed: number } & Parameters<typeof randomRound>[1];
const build = ({ seed, ...options }: RoundOptions): RoundInput =>
  randomRound(seededRandom(seed), { partial: true, ...options });

const anyRound = fc.record({
  seed: fc.integer(),
  students: fc.integer({ min: 0, max: 2_000 }),
  jobs: fc.integer({ min: 0, max: 200 }),
  choices: fc.integer({ min: 0, max: 12 }),
  capacity: fc.integer({ min: 0, max: 6 }).map((top) => ({ min: 0, max: top })),
  shortlistShare: fc.constantFrom(0.3, 0.7, 0.9, 1),
  strangers: fc.integer({ min: 0, max: 4 }),
});
const largeRound = fc.record({
  seed: fc.integer(),
  students: fc.constant(2_000),
  jobs: fc.constant(200),
  choices: fc.constant(12),
  capacity: fc.constantFrom({ min: 0, max: 3 }, { min: 1, max: 20 }),
  strangers: fc.constant(4),
});

// Small rounds with several stable matchings are what tell student-optimal from merely stable. They are
// rare (about one in twenty of these), and rarer still with partial rankings, a single job or few students,
// so those are drawn less often here; sizes are drawn evenly (fast-check would favour the smallest). Small
// enough to print: a counterexample is the round itself.
const smallRound = fc
  .record({
    seed: fc.integer(),
    students: fc.noBias(fc.integer({ min: 2, max: 6 })),
    jobs: fc.noBias(fc.integer({ min: 1, max: 4 })),
    choices: fc.constant(4),
    capacity: fc.constantFrom({ min: 1, max: 1 }, { min: 1, max: 2 }, { min: 0, max: 2 }),
    partial: fc.constantFrom(false, false, false, true),
    strangers: fc.integer({ min: 0, max: 2 }),
  })
  .map(build);

/** Each property over RUNS rounds of any size and LARGE_RUNS of the largest. */
function forRounds(property: (input: RoundInput) => void) {
  const onBuilt = (options: RoundOptions) => property(build(options));
  fc.assert(fc.property(anyRound, onBuilt), { numRuns: RUNS });
  fc.assert(fc.property(largeRound, onBuilt), { numRuns: LARGE_RUNS });
}

describe("runDeferredAcceptance, for any round", () => {
  it("places students only at jobs they ranked that ranked them, within capacity, leaving no blocking pair", () => {
    forRounds((input) => expectSoundMatching(input, runDeferredAcceptance(input)));
  });

  it("explains every job a student ranked above their place and every student a job missed, truly", () => {
    forRounds((input) => expectTrueExplanations(input, runDeferredAcceptance(input)));
  });

  it("gives the same result for the same input, in any order, and leaves the input as it was", () => {
    // Compared as JSON, key order included: a deep toEqual of 100,000 objects would take most of the file's time.
    forRounds((input) => {
      const before = JSON.stringify(input);
      const result = JSON.stringify(runDeferredAcceptance(input));
      expect(JSON.stringify(input)).toBe(before);
      expect(JSON.stringify(runDeferredAcceptance(input))).toBe(result);
      const random = seededRandom(input.students.length * 7919 + input.jobs.length);
      const reordered = { students: shuffle(random, [...input.students]), jobs: shuffle(random, [...input.jobs]) };
      expect(JSON.stringify(runDeferredAcceptance(reordered))).toBe(result);
    });
  });
});

describe("runDeferredAcceptance, against every stable matching of small rounds", () => {
  it("finds a stable matching that every student likes at least as well as any other stable matching", () => {
    let severalStable = 0;
    fc.assert(
      fc.property(smallRound, (input) => {
        const reference = referenceOf(input);
        const ours = matchingOf(runDeferredAcceptance(input));
        const stable = allStableMatchings(reference);
        // A stable matching always exists (Gale and Shapley), so an empty list means the brute force is wrong.
        expect(stable.length).toBeGreaterThan(0);
        expect(stable).toContainEqual(ours);
        if (stable.length > 1) severalStable++;
        const rankIn = (matching: Map<string, string>, studentId: string) => {
          const jobId = matching.get(studentId);
          return jobId === undefined ? Infinity : studentRankOf(reference, studentId, jobId)!;
        };
        for (const other of stable) {
          for (const studentId of reference.studentIds) {
            expect(rankIn(ours, studentId), studentId).toBeLessThanOrEqual(rankIn(other, studentId));
          }
        }
      }),
      { numRuns: SMALL_RUNS },
    );
    // Rounds with a single stable matching cannot tell student-proposing from job-proposing: make sure
    // enough of them had several.
    expect(severalStable).toBeGreaterThan(SMALL_RUNS / 40);
  });
});
