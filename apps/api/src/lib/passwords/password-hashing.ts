import { hashPassword, verifyPassword } from "better-auth/crypto";

/** How passwords are hashed at sign-up and checked at sign-in (better-auth's `emailAndPassword.password`). */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
};

/** better-auth's scrypt: what the app uses. Tests that sign up hundreds of users pass a cheaper one. */
export const scryptHashing: PasswordHashing = { hash: hashPassword, verify: verifyPassword };
