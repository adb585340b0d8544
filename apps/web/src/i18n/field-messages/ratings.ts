// The ratings schemas' field messages (packages/shared/src/ratings.ts), as they arrive in English.
export const FIELD_MESSAGES: Record<string, string> = {
  "Rate the placement overall from 1 to 5 stars.": "ratings:validation.overall",
  "Rate this category from 1 to 5 stars.": "ratings:validation.category",
  "Enter a title of at least 3 characters.": "ratings:validation.titleMin",
  "Enter your review.": "ratings:validation.text",
  "Write at least 20 characters about the placement.": "ratings:validation.textMin",
  "Say whether you would recommend them.": "ratings:validation.recommend",
  "Choose a reason.": "ratings:validation.reason",
  "Say publicly why the rating is hidden.": "ratings:validation.hideReason",
  "Enter your response.": "ratings:validation.response",
  "This category is not rated in this direction.": "ratings:validation.categoryDirection",
};
