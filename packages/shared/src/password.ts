import { z } from "zod";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * Length is the only composition rule (NIST SP 800-63B). The common-password check needs the server's list
 * and is applied there; the browser learns about it as a field error.
 */
export const passwordSchema = z
  .string({ error: "Enter a password." })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common and easy to guess. Try a longer phrase of unrelated words.";
