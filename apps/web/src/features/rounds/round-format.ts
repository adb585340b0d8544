import type { JobReason, PlaceStatus, RoundPlace, RoundStatus, StudentReason } from "@stint/shared/rounds";
import { formatDateTime, formatTimeAgo } from "../../lib/format.ts";
import { ordinal } from "./ranking.ts";

export { ordinal };

export const ROUND_STATUS_COLORS: Record<RoundStatus, string> = {
  draft: "gray",
  ranking: "stint",
  confirming: "orange",
  closed: "dark",
};

export const PLACE_STATUS_COLORS: Record<PlaceStatus, string> = {
  proposed: "orange",
  confirmed: "teal",
  declined: "red",
  expired: "gray",
};

/** "your 2nd choice". */
export function choiceText(choice: number) {
  return `your ${ordinal(choice)} choice`;
}

/**
 * Why a student did not get a job they ranked higher than their place (or any job, without one), as a sentence:
 * "Robotics intern (your 1st choice) filled its 3 places with applicants it ranked higher."
 */
export function studentReasonSentence(reason: StudentReason) {
  const job = `${reason.jobTitle} (${choiceText(reason.choice)})`;
  if (reason.code === "not-ranked-by-job") return `${job} did not rank you.`;
  if (reason.code === "no-places") return `${job} had no places left in this run.`;
  return reason.capacity === 1
    ? `${job} filled its one place with an applicant it ranked higher.`
    : `${job} filled its ${reason.capacity} places with applicants it ranked higher.`;
}

/** Why a student the job ranked is not placed there: "Noa Keller, ranked 2nd by you: got a place they preferred." */
export function jobReasonSentence(reason: JobReason): string {
  const who = `${reason.studentName}, ranked ${ordinal(reason.rank)} by you`;
  switch (reason.code) {
    case "did-not-rank-job":
      return `${who}: did not rank this job.`;
    case "placed-at-preferred-job":
      return `${who}: got a place they preferred.`;
    case "no-places":
      return `${who}: the job had no places left in this run.`;
    case "capacity-filled-with-higher-ranked":
      return `${who}: the job's places went to applicants you ranked higher.`;
  }
}

/** One side's answer to a place, in words. */
export function answerText(answer: RoundPlace["studentAnswer"], place: RoundPlace) {
  if (answer === "confirmed") return "Confirmed";
  if (answer === "declined") return "Declined";
  return place.status === "proposed" ? "Not answered yet" : "No answer";
}

/** "24 Nov 2026, 15:03 (in 3 days)" or "… (2 hours ago)": a deadline with how far it is. */
export function deadlineText(value: string, now: Date = new Date()) {
  const at = formatDateTime(value) ?? value;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return at;
  if (time <= now.getTime()) return `${at} (passed ${formatTimeAgo(value, now)})`;
  return `${at} (${inWords(time - now.getTime())})`;
}

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

function inWords(ms: number) {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return relative.format(Math.max(1, minutes), "minute");
  const hours = Math.round(minutes / 60);
  if (hours < 48) return relative.format(hours, "hour");
  return relative.format(Math.round(hours / 24), "day");
}

/** `<input type="datetime-local">`'s value ("2026-11-24T15:03", the viewer's time) of an ISO time; "" for none. */
export function toLocalInput(value: string | null | undefined) {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (the viewer's time) as the API's ISO time; "" (or nonsense) stays as it is for the schema. */
export function fromLocalInput(value: string) {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** Whether a side may still rank: the round is open for ranking and its deadline has not passed. */
export function rankingOpen(round: { status: RoundStatus; rankingDeadline: string }, now: Date = new Date()) {
  return round.status === "ranking" && Date.parse(round.rankingDeadline) > now.getTime();
}

/** Whether a proposed place may still be answered: the round confirms and the deadline has not passed. */
export function answeringOpen(round: { status: RoundStatus; confirmationDeadline: string }, now: Date = new Date()) {
  return round.status === "confirming" && Date.parse(round.confirmationDeadline) > now.getTime();
}
