import type { InterviewSlotInput } from "@stint/shared/interviews";
import { badRequest } from "../../lib/errors.ts";

/** Proposed times must start after `now` (the server's clock; the schema checked the rest): 400 per slot. */
export function checkSlotsInFuture(slots: InterviewSlotInput[], now: Date): Date[] {
  const starts = slots.map((slot) => new Date(slot.startsAt));
  const fields: Record<string, string> = {};
  starts.forEach((start, index) => {
    if (start.getTime() <= now.getTime()) fields[`slots.${index}.startsAt`] = "Choose a time in the future.";
  });
  const seen = new Set<number>();
  starts.forEach((start, index) => {
    if (seen.has(start.getTime())) fields[`slots.${index}.startsAt`] ??= "This time is proposed twice.";
    seen.add(start.getTime());
  });
  if (Object.keys(fields).length > 0) throw badRequest("Check the proposed times.", fields);
  return starts;
}
