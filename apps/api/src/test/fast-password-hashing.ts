import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { PasswordHashing } from "../lib/passwords/password-hashing.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/**
 * A salted SHA-256 in place of scrypt, for tests that sign up hundreds of users (scrypt takes ~0.1 s of CPU
 * per hash and per check). Tests only: it would make stolen hashes cheap to guess. Only for apps whose tests
 * never check a current password (lib/current-password.ts always uses scrypt).
 */
export const fastPasswordHashing: PasswordHashing = {
  hash: async (password) => {
    const salt = randomBytes(16).toString("hex");
    return `fast:${salt}:${sha256(salt + password).toString("hex")}`;
  },
  verify: async ({ hash, password }) => {
    const [kind, salt, digest] = hash.split(":");
    if (kind !== "fast" || !salt || !digest) return false;
    return timingSafeEqual(Buffer.from(digest, "hex"), sha256(salt + password));
  },
};
