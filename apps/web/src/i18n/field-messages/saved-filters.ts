/** The saved filters' field messages (the API's, apps/api/src/modules/saved-filters), by their key. */
export const FIELD_MESSAGES: Record<string, string> = {
  "Choose a name you have not used yet.": "savedFilters:validation.nameTaken",
};
