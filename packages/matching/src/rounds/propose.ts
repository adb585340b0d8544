import { heapPush, heapReplaceTop } from "./max-heap.ts";
import type { Round } from "./normalise.ts";

export type Placement = {
  /** Per student: the entry of `round.choices` they were placed by, or -1. */
  held: Int32Array;
  /** Per job: places filled. */
  filled: Int32Array;
  /** Per job: the 0-based rank of the lowest-ranked student it holds, or -1 when it holds none. */
  lowestRank: Int32Array;
};

/**
 * Student-proposing deferred acceptance with capacities. A free student proposes to the next job down their
 * ranking that ranked them too; the job holds the best students it has been offered up to its capacity and
 * lets the lowest-ranked go when a better one comes. It ends when every student is held or has run out of
 * jobs, with the student-optimal stable matching. That matching is unique, so the order in which free
 * students propose does not change it; each entry is proposed along at most once, so the run is linear in
 * the rankings' size times the log of the largest capacity.
 */
export function proposeStudentsFirst({ capacity, choices, shortlists }: Round): Placement {
  const students = choices.start.length - 1;
  const jobs = shortlists.start.length - 1;
  // A job never holds more students than it ranked, so its heap needs no more room than that.
  const heapStart = new Int32Array(jobs + 1);
  for (let job = 0; job < jobs; job++) {
    const ranked = shortlists.start[job + 1]! - shortlists.start[job]!;
    heapStart[job + 1] = heapStart[job]! + Math.min(capacity[job]!, ranked);
  }
  const heap = new Int32Array(heapStart[jobs]!);
  const filled = new Int32Array(jobs);
  const held = new Int32Array(students).fill(-1);
  // The next entry each student proposes along (the held one while they are held).
  const next = choices.start.slice(0, students);
  const free = new Int32Array(students);
  let freeCount = 0;
  for (let student = students - 1; student >= 0; student--) free[freeCount++] = student;

  while (freeCount > 0) {
    const student = free[--freeCount]!;
    const end = choices.start[student + 1]!;
    let entry = next[student]!;
    for (; entry < end; entry++) {
      const rank = choices.rankThere[entry]!;
      if (rank < 0) continue; // the job did not rank them
      const job = choices.item[entry]!;
      const start = heapStart[job]!;
      const room = heapStart[job + 1]! - start;
      if (filled[job]! < room) {
        heapPush(heap, start, filled[job]!++, rank);
        break;
      }
      if (room > 0 && heap[start]! > rank) {
        const displaced = shortlists.item[shortlists.start[job]! + heap[start]!]!;
        heapReplaceTop(heap, start, room, rank);
        held[displaced] = -1;
        next[displaced]! += 1;
        free[freeCount++] = displaced;
        break;
      }
    }
    next[student] = entry;
    if (entry < end) held[student] = entry;
  }

  const lowestRank = new Int32Array(jobs);
  for (let job = 0; job < jobs; job++) lowestRank[job] = filled[job]! > 0 ? heap[heapStart[job]!]! : -1;
  return { held, filled, lowestRank };
}
