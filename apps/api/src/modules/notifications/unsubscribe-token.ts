import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_KINDS, type NotificationKind } from "@stint/shared/notifications";

/** The path of the one-click unsubscribe endpoint (GET: a confirmation page; POST: RFC 8058's one click). */
export const UNSUBSCRIBE_PATH = "/api/notifications/unsubscribe";

// The purpose goes into every signature, so that a MAC made with the auth secret for anything else can never
// pass as an unsubscribe token (and the reverse).
const PURPOSE = "stint:notification-unsubscribe:v1";

export type UnsubscribeClaim = { userId: string; kind: NotificationKind };

const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`${PURPOSE}\n${payload}`).digest("base64url");

/**
 * A token that turns off one kind of notification mail for one user, without signing in: the user id and the
 * kind, signed with the auth secret (HMAC-SHA256). It does not expire: mail stays in inboxes for years, and
 * all it can do is what the settings switch does, which the user can undo. Changing AUTH_SECRET voids every
 * token sent before.
 */
export function unsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(JSON.stringify({ u: claim.userId, k: claim.kind })).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The link a mail carries (also its List-Unsubscribe header). */
export function unsubscribeUrl(baseUrl: string, secret: string, claim: UnsubscribeClaim): string {
  return `${baseUrl}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(secret, claim)}`;
}

/** What a token says, or null when it was not made by unsubscribeToken with this secret. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claim = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { u?: unknown; k?: unknown };
    if (typeof claim.u !== "string" || !NOTIFICATION_KINDS.includes(claim.k as NotificationKind)) return null;
    return { userId: claim.u, kind: claim.k as NotificationKind };
  } catch {
    return null;
  }
}
