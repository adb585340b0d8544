/**
 * The conversation schemas' own field messages. "Write a message." and "Choose a reason." are not here: other
 * areas' schemas say them too, and a key can name one namespace only (see the report of issue 35).
 */
export const FIELD_MESSAGES: Record<string, string> = {
  "Attach each file once.": "conversations:validation.attachOnce",
  "Name either a student or a company.": "conversations:validation.nameOne",
};
