import { readFileSync } from "node:fs";

// Built by scripts/build-common-passwords.ts; lines starting with "#" are its header.
const LIST_FILE = new URL("./common-passwords.txt", import.meta.url);

let passwords: ReadonlySet<string> | undefined;

/** The shipped list, lowercase. Read on first use, so processes that never check a password never pay for it. */
export function commonPasswords(): ReadonlySet<string> {
  passwords ??= new Set(
    readFileSync(LIST_FILE, "utf8")
      .split(/\r?\n/)
      .filter((line) => line !== "" && !line.startsWith("#")),
  );
  return passwords;
}

/** True when the password is on the common-password list, whatever its letter case ("PassWord1" too). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
