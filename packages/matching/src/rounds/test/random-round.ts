import type { RoundInput } from "../types.ts";

/**
 * Seeded random placement rounds for the property tests and the benchmark (which must be reproducible, so
 * no Math.random).
 */

/** mulberry32: 32 bits of state, good enough to draw test instances, and the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const below = (random: () => number, n: number) => Math.floor(random() * n);

/** Fisher-Yates, in place. */
export function shuffle<T>(random: () => number, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = below(random, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

export type RandomRoundOptions = {
  students: number;
  jobs: number;
  /** How many jobs each student ranks: exactly this many, or from 0 to it when `partial`. */
  choices: number;
  capacity: { min: number; max: number };
  /** The share of the students who ranked a job that the job ranks back (1: all of them). */
  shortlistShare?: number;
  /** How many students who did not rank it each job ranks at most. */
  strangers?: number;
  /** Random choice counts; ids from outside the round and repeated ids in rankings. */
  partial?: boolean;
};

export function randomRound(random: () => number, options: RandomRoundOptions): RoundInput {
  const { students, jobs, choices, capacity, shortlistShare = 1, strangers = 0, partial = false } = options;
  const studentIds = Array.from({ length: students }, (_, i) => `s${i}`);
  const jobIds = Array.from({ length: jobs }, (_, i) => `j${i}`);
  const applicants: string[][] = jobIds.map(() => []);
  // Distinct jobs per student: the head of a partial Fisher-Yates over a permutation that is never reset.
  const order = Array.from({ length: jobs }, (_, i) => i);
  const noisy = (ranking: string[], ids: string[]) => {
    if (!partial || ranking.length === 0) return ranking;
    if (random() < 0.2) ranking.splice(below(random, ranking.length + 1), 0, `gone-${below(random, 5)}`);
    if (random() < 0.2) ranking.splice(below(random, ranking.length + 1), 0, ranking[below(random, ranking.length)]!);
    if (random() < 0.05) ranking.push(ids[below(random, ids.length)]!);
    return ranking;
  };
  const studentRows = studentIds.map((id) => {
    const count = Math.min(jobs, partial ? below(random, choices + 1) : choices);
    const ranking: string[] = [];
    for (let k = 0; k < count; k++) {
      const pick = k + below(random, jobs - k);
      [order[k], order[pick]] = [order[pick]!, order[k]!];
      ranking.push(jobIds[order[k]!]!);
      applicants[order[k]!]!.push(id);
    }
    return { id, ranking: noisy(ranking, jobIds) };
  });
  const jobRows = jobIds.map((id, job) => {
    const ranking = shuffle(random, applicants[job]!).filter(() => random() < shortlistShare);
    const extra = students === 0 ? 0 : below(random, strangers + 1);
    for (let k = 0; k < extra; k++)
      ranking.splice(below(random, ranking.length + 1), 0, studentIds[below(random, students)]!);
    const places = capacity.min + below(random, capacity.max - capacity.min + 1);
    return { id, capacity: places, ranking: noisy(ranking, studentIds) };
  });
  return { students: studentRows, jobs: jobRows };
}
