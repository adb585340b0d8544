import { createHash, randomBytes } from "node:crypto";

/**
 * The secret of a mailed link (an email change's or an account's confirmation): 256 random bits, mailed once
 * and stored only as its SHA-256 hash, so the table alone (a backup, a read replica) confirms nothing. A plain
 * hash suffices for a random value this long.
 */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
