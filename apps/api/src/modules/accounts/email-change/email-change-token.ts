import { createHash, randomBytes } from "node:crypto";

/**
 * The secret of a confirmation link: 256 random bits, mailed once and stored only as its SHA-256 hash, so the
 * table alone (a backup, a read replica) confirms nothing. A plain hash suffices for a random value this long.
 */
export function newEmailChangeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashEmailChangeToken(token) };
}

export function hashEmailChangeToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
