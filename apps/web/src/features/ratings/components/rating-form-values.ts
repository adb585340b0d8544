import {
  RATING_CATEGORIES,
  ratingCategoriesSchema,
  ratingCreateSchema,
  type Rating,
  type RatingCategory,
  type RatingDirection,
} from "@stint/shared/ratings";
import { z } from "zod";

export type RatingFormValues = {
  overall: number | null;
  /** The direction's categories, each 1–5 or null while not rated. */
  categories: Partial<Record<RatingCategory, number | null>>;
  title: string;
  text: string;
  wouldRecommend: "" | "yes" | "no";
  signed: boolean;
};

/** What the form sends (a create adds the match); the paths stay the form's, so errors land on their inputs. */
export type RatingFormPayload = {
  overall: number | undefined;
  categories: Partial<Record<RatingCategory, number | undefined>>;
  title: string;
  text: string;
  wouldRecommend: boolean | undefined;
  signed: boolean;
};

export function emptyRatingValues(direction: RatingDirection): RatingFormValues {
  return {
    overall: null,
    categories: Object.fromEntries(RATING_CATEGORIES[direction].map((key) => [key, null])),
    title: "",
    text: "",
    wouldRecommend: "",
    signed: false,
  };
}

export function ratingToValues(rating: Rating): RatingFormValues {
  return {
    overall: rating.overall,
    categories: Object.fromEntries(
      RATING_CATEGORIES[rating.direction].map((key) => [key, rating.categories[key] ?? null]),
    ),
    title: rating.title,
    text: rating.text,
    wouldRecommend: rating.wouldRecommend ? "yes" : "no",
    signed: rating.signed,
  };
}

export function ratingValuesToPayload(values: RatingFormValues, direction: RatingDirection): RatingFormPayload {
  return {
    overall: values.overall ?? undefined,
    categories: Object.fromEntries(
      RATING_CATEGORIES[direction].map((key) => [key, values.categories[key] ?? undefined]),
    ),
    title: values.title.trim(),
    text: values.text.trim(),
    wouldRecommend: values.wouldRecommend === "" ? undefined : values.wouldRecommend === "yes",
    // Only a student's rating of a company can be signed.
    signed: direction === "student-to-company" ? values.signed : false,
  };
}

/**
 * The shared create schema with exactly the direction's categories: the form checks the stars of the categories
 * it shows, with the shared messages ("Rate this category from 1 to 5 stars.").
 */
export function ratingFormSchema(direction: RatingDirection) {
  const stars = ratingCategoriesSchema.valueType;
  return ratingCreateSchema.omit({ matchId: true }).extend({
    categories: z.strictObject(Object.fromEntries(RATING_CATEGORIES[direction].map((key) => [key, stars]))),
  });
}
