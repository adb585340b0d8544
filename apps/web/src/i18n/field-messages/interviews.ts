/** The interview schemas' field messages (shared/interviews.ts), shown beside the dialogs' inputs. */
export const FIELD_MESSAGES: Record<string, string> = {
  "Choose a time zone.": "interviews:validation.timeZone",
  "This is not a time zone.": "interviews:validation.notTimeZone",
  "Choose a time zone such as Europe/Zurich.": "interviews:validation.timeZoneExample",
  "Enter a date and time (ISO 8601).": "interviews:validation.dateTime",
  "Use whole minutes.": "interviews:validation.wholeMinutes",
  "Propose at least one time.": "interviews:validation.atLeastOne",
  "Enter the video link.": "interviews:validation.videoLinkShort",
  "Enter a link that starts with https:// (or http://).": "interviews:validation.httpLink",
  "Enter the address.": "interviews:validation.address",
  "Choose on-site (with an address) or video (with a link).": "interviews:validation.where",
  "Enter the reason.": "interviews:validation.enterReason",
  "Enter when you could.": "interviews:validation.enterWhen",
};
