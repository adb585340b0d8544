import type { InterviewLocation } from "@stint/shared/interviews";

/** Where an interview is, as a calendar's LOCATION and a mail's line: the address, or the video link. */
export const locationText = (location: InterviewLocation) =>
  location.kind === "onsite" ? location.address : `Video call: ${location.url}`;
