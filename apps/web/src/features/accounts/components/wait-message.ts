/** What a form asking for the current password says when the server answers 429 (too many tries). */
export const WAIT_MESSAGE = "Too many attempts. Please wait a few minutes, then try again.";
