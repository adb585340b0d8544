import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_KINDS, type NotificationKind } from "@stint/shared/notifications";

/** The path of the one-click unsubscribe endpoint (GET: a confirmation page; POST: RFC 8058's one click). */
export const UNSUBSCRIBE_PATH = "/api/notifications/unsubscribe";

// The purpose goes into every signature, so that a MAC made with the auth secret for anything else can never
// pass as an unsubscribe token (and the reverse).
const PURPOSE = "stint:notification-unsubscribe:v1";

export type UnsubscribeClaim = { userId: string; kind: NotificationKind };

const sign = (secret: string, payload: string, purpose = PURPOSE) =>
  createHmac("sha256", secret).update(`${purpose}\n${payload}`).digest("base64url");

/**
 * A claim signed the way unsubscribe tokens are, for another `purpose` (a job alert's own unsubscribe link): a
 * token made for one purpose never passes for another.
 */
export function signedClaim(secret: string, purpose: string, claim: Record<string, string>): string {
  const payload = Buffer.from(JSON.stringify(claim)).toString("base64url");
  return `${payload}.${sign(secret, payload, purpose)}`;
}

/** What a signedClaim token says, or null when it was not made for `purpose` with this secret. */
export function readSignedClaim(secret: string, purpose: string, token: string): Record<string, unknown> | null {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload, purpose));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claim: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return typeof claim === "object" && claim !== null ? (claim as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * A token that turns off one kind of notification mail for one user, without signing in: the user id and the
 * kind, signed with the auth secret (HMAC-SHA256). It does not expire: mail stays in inboxes for years, and
 * all it can do is what the settings switch does, which the user can undo. Changing AUTH_SECRET voids every
 * token sent before.
 */
export function unsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  return signedClaim(secret, PURPOSE, { u: claim.userId, k: claim.kind });
}

/** The link a mail carries (also its List-Unsubscribe header). */
export function unsubscribeUrl(baseUrl: string, secret: string, claim: UnsubscribeClaim): string {
  return `${baseUrl}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(secret, claim)}`;
}

/** What a token says, or null when it was not made by unsubscribeToken with this secret. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const claim = readSignedClaim(secret, PURPOSE, token);
  if (!claim || typeof claim.u !== "string" || !NOTIFICATION_KINDS.includes(claim.k as NotificationKind)) return null;
  return { userId: claim.u, kind: claim.k as NotificationKind };
}
