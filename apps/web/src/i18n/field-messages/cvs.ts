import { MAX_CV_ENTRIES, MAX_PREFERRED_PLACES, MAX_RADIUS_KM } from "@stint/shared/cvs";

/** The CV schema's field messages (packages/shared/src/cvs.ts) and the CV form's own (cv-form-values.ts). */
export const FIELD_MESSAGES: Record<string, string> = {
  "Choose the month you started.": "cvs:validation.startMonth",
  "Choose the month it ended, or tick “I still study here”.": "cvs:validation.endStudying",
  "Choose the month it ended, or tick “I still work here”.": "cvs:validation.endWorking",
  "Enter the school or university.": "cvs:validation.school",
  "Enter the field of study.": "cvs:validation.field",
  "Enter the job title.": "cvs:validation.jobTitle",
  "Enter the organisation.": "cvs:validation.organisation",
  "Enter a title for this CV.": "cvs:validation.title",
  "The end cannot be before the start.": "cvs:validation.endBeforeStart",
  // The limits are in the catalogues' words; features/cvs/field-messages.test.ts keeps them equal to the schema's.
  [`Add at most ${MAX_CV_ENTRIES} entries.`]: "cvs:validation.entries",
  "Choose a job type.": "cvs:validation.jobType",
  "Choose a work mode.": "cvs:validation.workMode",
  "Choose each job type once.": "cvs:validation.jobTypeOnce",
  "Choose each work mode once.": "cvs:validation.workModeOnce",
  [`Choose at most ${MAX_PREFERRED_PLACES} places.`]: "cvs:validation.placesMax",
  "Choose each place once.": "cvs:validation.placeOnce",
  "Enter a distance in km.": "cvs:validation.distance",
  "Use whole kilometres.": "cvs:validation.wholeKm",
  "The distance cannot be negative.": "cvs:validation.negative",
  [`At most ${MAX_RADIUS_KM} km.`]: "cvs:validation.distanceMax",
  "The end of your availability cannot be before its start.": "cvs:validation.availability",
};
