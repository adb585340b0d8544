import type { RoundInput } from "./types.ts";

/**
 * One side's rankings as flat arrays (compressed rows): owner `o` ranks `item[start[o]]` first, up to
 * `item[start[o + 1] - 1]`. Ids are replaced by their index in the other side's sorted ids.
 */
export type Rankings = {
  start: Int32Array;
  item: Int32Array;
  /** The owner of each entry (the row it is in). */
  owner: Int32Array;
  /** For each entry, the 0-based position of its owner in its item's ranking; -1 when the item did not rank it. */
  rankThere: Int32Array;
};

/** A round as index arrays, every id in code-unit order so that nothing depends on the input's order. */
export type Round = {
  studentIds: string[];
  jobIds: string[];
  capacity: number[];
  /** The students' rankings of jobs. */
  choices: Rankings;
  /** The jobs' rankings of students. */
  shortlists: Rankings;
};

/** Code-unit order: the same on every machine and locale, unlike localeCompare. */
const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function sortedById<T extends { id: string }>(entries: readonly T[], side: string): T[] {
  const sorted = [...entries].sort((a, b) => compareIds(a.id, b.id));
  for (let i = 1; i < sorted.length; i++) {
    // A repeated id would make two rows one: the caller built the round wrong.
    if (sorted[i]!.id === sorted[i - 1]!.id)
      throw new Error(`Placement round: ${side} id "${sorted[i]!.id}" is repeated`);
  }
  return sorted;
}

/** Not positive, not finite or not a number: no places. */
const places = (capacity: number) => (Number.isFinite(capacity) && capacity > 0 ? Math.floor(capacity) : 0);

/** Rankings as index rows, dropping ids the other side does not have and repeats after the first. */
function indexRankings(rankings: readonly (readonly string[])[], ids: readonly string[]): Rankings {
  const index = new Map(ids.map((id, i) => [id, i]));
  const seenBy = new Int32Array(ids.length).fill(-1);
  // Typed arrays of the longest possible size, cut to size after: several times faster than pushing.
  let longest = 0;
  for (const ranking of rankings) longest += ranking.length;
  const item = new Int32Array(longest);
  const owner = new Int32Array(longest);
  const start = new Int32Array(rankings.length + 1);
  let entries = 0;
  for (let row = 0; row < rankings.length; row++) {
    for (const id of rankings[row]!) {
      const column = index.get(id);
      if (column === undefined || seenBy[column] === row) continue;
      seenBy[column] = row;
      item[entries] = column;
      owner[entries++] = row;
    }
    start[row + 1] = entries;
  }
  return {
    start,
    item: item.slice(0, entries),
    owner: owner.slice(0, entries),
    rankThere: new Int32Array(entries).fill(-1),
  };
}

/**
 * Fills `rankings.rankThere` from the other side's rankings in time linear in their sizes: the entries are
 * grouped by item, and for each item its own ranking is spread into a position-by-owner table (stamped with
 * the item, so the table is never cleared).
 */
function linkRankings(rankings: Rankings, other: Rankings) {
  const owners = rankings.start.length - 1;
  const items = other.start.length - 1;
  const byItem = new Int32Array(items + 1);
  for (const item of rankings.item) byItem[item + 1]! += 1;
  for (let item = 0; item < items; item++) byItem[item + 1]! += byItem[item]!;
  const next = byItem.slice(0, items);
  const entries = new Int32Array(rankings.item.length);
  rankings.item.forEach((item, entry) => (entries[next[item]!++] = entry));

  const positionOf = new Int32Array(owners);
  const stampOf = new Int32Array(owners).fill(-1);
  for (let item = 0; item < items; item++) {
    for (let at = other.start[item]!; at < other.start[item + 1]!; at++) {
      const owner = other.item[at]!;
      positionOf[owner] = at - other.start[item]!;
      stampOf[owner] = item;
    }
    for (let at = byItem[item]!; at < byItem[item + 1]!; at++) {
      const entry = entries[at]!;
      const owner = rankings.owner[entry]!;
      rankings.rankThere[entry] = stampOf[owner] === item ? positionOf[owner]! : -1;
    }
  }
}

export function normaliseRound(input: RoundInput): Round {
  const students = sortedById(input.students, "student");
  const jobs = sortedById(input.jobs, "job");
  const studentIds = students.map((student) => student.id);
  const jobIds = jobs.map((job) => job.id);
  const choices = indexRankings(
    students.map((student) => student.ranking),
    jobIds,
  );
  const shortlists = indexRankings(
    jobs.map((job) => job.ranking),
    studentIds,
  );
  linkRankings(choices, shortlists);
  linkRankings(shortlists, choices);
  return { studentIds, jobIds, capacity: jobs.map((job) => places(job.capacity)), choices, shortlists };
}
