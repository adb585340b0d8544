import type { Rating, RatingDirection } from "@stint/shared/ratings";
import type { TFunction } from "i18next";

type Parties = Pick<Rating, "direction" | "company" | "student">;

/** Who wrote it: the company, or the student (anonymous unless signed, for anyone but the student). */
export function authorName(t: TFunction, rating: Parties) {
  return rating.direction === "company-to-student"
    ? rating.company.name
    : (rating.student?.name ?? t("ratings:anonymousStudent"));
}

/** Whom it is about. */
export function ratedName(t: TFunction, rating: Parties) {
  return rating.direction === "student-to-company" ? rating.company.name : (rating.student?.name ?? t("ratings:aStudent"));
}

/** The other party from the viewer's side: whom they rated, or who rated them. */
export function otherPartyName(t: TFunction, rating: Parties & Pick<Rating, "mine">) {
  return rating.mine ? ratedName(t, rating) : authorName(t, rating);
}

/** Whether the one rated is a company or a student, for sentences ("the company", "the student"). */
export function ratedSide(direction: RatingDirection) {
  return direction === "student-to-company" ? "company" : "student";
}

/** The first characters of a text, cut at a word, for a list. */
export function snippet(text: string, max = 220) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
