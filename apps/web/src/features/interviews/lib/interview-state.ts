import type { Interview } from "@stint/shared/interviews";

/** The slot the student picked, once scheduled. */
export function chosenSlot(interview: Interview) {
  return interview.slots.find((slot) => slot.id === interview.chosenSlotId) ?? null;
}

/**
 * The interview an application's screens are about: the latest one still on, else the latest (cancelled) one;
 * null before any was proposed. The API lists them oldest first.
 */
export function currentInterview(interviews: readonly Interview[]): Interview | null {
  const open = interviews.filter((interview) => interview.status !== "cancelled");
  return open[open.length - 1] ?? interviews[interviews.length - 1] ?? null;
}

/** The slots still ahead: a time that has passed can no longer be picked. */
export function openSlots(interview: Interview, now: Date = new Date()) {
  return interview.slots.filter((slot) => new Date(slot.startsAt).getTime() > now.getTime());
}

/** The first moment the interview concerns: its scheduled time, else the earliest time on offer. */
export function firstMoment(interview: Interview): string | null {
  const slot = chosenSlot(interview);
  if (slot) return slot.startsAt;
  const starts = interview.slots.map((candidate) => candidate.startsAt).sort();
  return starts[0] ?? null;
}
