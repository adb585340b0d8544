import { MIN_PUBLISHED_DESCRIPTION_LENGTH } from "@stint/shared/jobs";

/**
 * The job schema's and the publishing rule's own field messages (packages/shared/src/jobs.ts), by their key. Those
 * it shares with other schemas (dates, amounts, currencies, whole numbers, a title, a job type: offers, rounds,
 * ratings, CVs) belong in `common:validation`, which every screen has loaded.
 */
export const FIELD_MESSAGES: Record<string, string> = {
  "Enter a description.": "jobs:validation.description",
  "Use at most 20,000 characters.": "jobs:validation.descriptionTooLong",
  "Choose on-site, hybrid or remote.": "jobs:validation.workMode",
  "Enter a field of study.": "jobs:validation.fieldOfStudy",
  "Choose at most 10 fields of study.": "jobs:validation.fieldsMax",
  "Enter a number of months.": "jobs:validation.months",
  "Use whole months.": "jobs:validation.wholeMonths",
  "At least 1 month.": "jobs:validation.minMonths",
  "At most 36 months.": "jobs:validation.maxMonths",
  "Enter a number of openings.": "jobs:validation.openings",
  "At least 1 opening.": "jobs:validation.minOpenings",
  "At most 500 openings.": "jobs:validation.maxOpenings",
  "The application deadline should not be after the start date.": "jobs:validation.deadlineAfterStart",
  [`Describe the job in at least ${MIN_PUBLISHED_DESCRIPTION_LENGTH} characters before publishing.`]:
    "jobs:validation.publishDescription",
  "Say where the job is, or make it remote.": "jobs:validation.publishLocation",
  "Published jobs show their pay: enter a range.": "jobs:validation.publishPay",
  "Say how many months the internship lasts.": "jobs:validation.publishDuration",
  "The application deadline has passed.": "jobs:validation.publishDeadline",
};
