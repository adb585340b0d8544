import { readSignedClaim, signedClaim } from "../notifications/unsubscribe-token.ts";

/** The path of a job alert mail's one-click unsubscribe (GET: a page that asks; POST: RFC 8058's one click). */
export const ALERT_UNSUBSCRIBE_PATH = "/api/job-alerts/unsubscribe";

// Its own purpose: a notification kind's token never pauses an alert, nor the reverse.
const PURPOSE = "stint:job-alert-unsubscribe:v1";

/**
 * The link that pauses one alert without signing in: its id signed with the auth secret. Like a notification
 * mail's, it does not expire and does only what the alert's own switch does, which its student can undo.
 */
export const alertUnsubscribeUrl = (baseUrl: string, secret: string, alertId: string) =>
  `${baseUrl}${ALERT_UNSUBSCRIBE_PATH}?token=${signedClaim(secret, PURPOSE, { a: alertId })}`;

/** The alert a token names, or null when it was not made by alertUnsubscribeUrl with this secret. */
export function readAlertUnsubscribeToken(secret: string, token: string): string | null {
  const claim = readSignedClaim(secret, PURPOSE, token);
  return typeof claim?.a === "string" ? claim.a : null;
}
