// The placement rounds schemas' field messages (packages/shared/src/rounds.ts), as they arrive in English.
export const FIELD_MESSAGES: Record<string, string> = {
  "Enter a date and time.": "rounds:validation.dateTime",
  "The confirmation deadline comes after the ranking deadline.": "rounds:validation.deadlinesOrder",
  "Enter a number of places.": "rounds:validation.places",
  "At least 1 place.": "rounds:validation.atLeastOne",
  "At most 500 places.": "rounds:validation.atMost500",
  "Choose a job.": "rounds:validation.job",
  "Choose a time in the future.": "rounds:validation.future",
};
