import type { JobReason, PlaceStatus, RoundPlace, RoundStatus, StudentReason } from "@stint/shared/rounds";
import type { TFunction } from "i18next";
import { formatDateTime, formatTimeAgo } from "../../lib/format.ts";
import { perLocale } from "../../lib/locale.ts";
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

// The sentences below are the `rounds` catalogue's; `t` is the caller's (any namespace: the keys name theirs).

/** "your 2nd choice" / "Ihre 2. Wahl". */
export function choiceText(t: TFunction, choice: number) {
  return t("rounds:reasons.choice", { choice });
}

/**
 * Why a student did not get a job they ranked higher than their place (or any job, without one), as a sentence:
 * "Robotics intern (your 1st choice) filled its 3 places with applicants it ranked higher."
 */
export function studentReasonSentence(t: TFunction, reason: StudentReason) {
  return t(`rounds:reasons.student.${reason.code}`, {
    job: reason.jobTitle,
    choice: reason.choice,
    count: reason.capacity,
  });
}

/** Why a student the job ranked is not placed there: "Noa Keller, ranked 2nd by you: got a place they preferred." */
export function jobReasonSentence(t: TFunction, reason: JobReason): string {
  return t(`rounds:reasons.job.${reason.code}`, { name: reason.studentName, rank: reason.rank });
}

/** One side's answer to a place, in words. */
export function answerText(t: TFunction, answer: RoundPlace["studentAnswer"], place: RoundPlace) {
  if (answer === "confirmed") return t("rounds:answer.confirmed");
  if (answer === "declined") return t("rounds:answer.declined");
  return place.status === "proposed" ? t("rounds:answer.notYet") : t("rounds:answer.none");
}

/** "24 Nov 2026, 15:03 (in 3 days)" or "… (2 hours ago)": a deadline with how far it is. */
export function deadlineText(t: TFunction, value: string, now: Date = new Date()) {
  const at = formatDateTime(value) ?? value;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return at;
  if (time <= now.getTime()) return t("rounds:deadline.passed", { at, ago: formatTimeAgo(value, now) });
  return t("rounds:deadline.ahead", { at, in: inWords(time - now.getTime()) });
}

// A time ahead ("in 3 days", "in 3 Tagen") in the page's locale; lib/format.ts has the ones behind only.
const relative = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));

function inWords(ms: number) {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return relative().format(Math.max(1, minutes), "minute");
  const hours = Math.round(minutes / 60);
  if (hours < 48) return relative().format(hours, "hour");
  return relative().format(Math.round(hours / 24), "day");
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
