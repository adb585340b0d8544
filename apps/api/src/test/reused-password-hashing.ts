import { type PasswordHashing, scryptHashing } from "../lib/passwords/password-hashing.ts";

/** More distinct passwords than any test process uses; past it the memory starts over (fixed bound). */
const MAX_ENTRIES = 512;

/** A map of promises, so that calls racing on one key share one computation; a failure is not kept. */
function memoize<Input, Output>(keyOf: (input: Input) => string, compute: (input: Input) => Promise<Output>) {
  const results = new Map<string, Promise<Output>>();
  return (input: Input) => {
    const key = keyOf(input);
    let result = results.get(key);
    if (!result) {
      if (results.size >= MAX_ENTRIES) results.clear();
      result = compute(input);
      results.set(key, result);
      result.catch(() => results.delete(key));
    }
    return result;
  };
}

/**
 * better-auth's scrypt, done once per password and per (hash, password) check in a test process: the API tests
 * sign up thousands of users with a handful of passwords, and each scrypt takes ~0.1 s of a core (0.7 s on a
 * busy two-core CI machine): about a third of the API tests' CPU. The hashes are real ones, checked by the
 * real scrypt (lib/current-password.ts, which checks with better-auth itself, accepts them); what tests give
 * up is only a salt of each user's own, which tests may share. Tests only: shared salts would let one guess
 * crack every account with the same password.
 */
export const reusedPasswordHashing: PasswordHashing = {
  hash: memoize<string, string>((password) => password, scryptHashing.hash),
  verify: memoize<{ hash: string; password: string }, boolean>(
    ({ hash, password }) => JSON.stringify([hash, password]),
    scryptHashing.verify,
  ),
};
