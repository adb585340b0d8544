import type { Rating, RatingDirection } from "@stint/shared/ratings";

/** The name shown for an unsigned student rating read by someone else than its author. */
export const ANONYMOUS_STUDENT = "Anonymous student";

/** Who wrote it: the company, or the student (anonymous unless signed, for anyone but the student). */
export function authorName(rating: Pick<Rating, "direction" | "company" | "student">) {
  return rating.direction === "company-to-student" ? rating.company.name : (rating.student?.name ?? ANONYMOUS_STUDENT);
}

/** Whom it is about. */
export function ratedName(rating: Pick<Rating, "direction" | "company" | "student">) {
  return rating.direction === "student-to-company" ? rating.company.name : (rating.student?.name ?? "a student");
}

/** The other party from the viewer's side: whom they rated, or who rated them. */
export function otherPartyName(rating: Pick<Rating, "direction" | "company" | "student" | "mine">) {
  return rating.mine ? ratedName(rating) : authorName(rating);
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
