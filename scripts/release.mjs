// Cuts a release (decision 033): `node scripts/release.mjs <version> [--date YYYY-MM-DD] [--dry-run]`.
// On a clean working tree: sets the root package.json (and lockfile) version, dates the version's CHANGELOG
// section ("## [<version>] - Unreleased"), commits "Release <version>", tags that commit `v<version>`
// (annotated), then records the tagged commit in releases.json in a second commit, so a clone without tags
// still finds every release. Pushing the branch and the tag is left to the person (`git push --follow-tags`).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import semver from "semver";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { date: { type: "string" }, "dry-run": { type: "boolean", default: false } },
});
const version = positionals[0];
const date = values.date ?? new Date().toISOString().slice(0, 10);
const dry = values["dry-run"];

const run = (command, args) => {
  console.log(`$ ${command} ${args.join(" ")}`);
  if (dry) return "";
  return execFileSync(command, args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] }).trim();
};
const fail = (message) => {
  console.error(`release: ${message}`);
  process.exit(1);
};
const file = (name) => path.join(root, name);

if (!version || !semver.valid(version))
  fail("usage: node scripts/release.mjs <semver version> [--date YYYY-MM-DD] [--dry-run]");
if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) fail(`--date ${date} is not YYYY-MM-DD`);
const status = execFileSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" }).trim();
if (status && !dry) fail(`the working tree has changes; commit or stash them first:\n${status}`);
const releases = JSON.parse(readFileSync(file("releases.json"), "utf8"));
const newest = releases.map((release) => release.version).sort(semver.rcompare)[0];
if (newest && !semver.gt(version, newest)) fail(`${version} is not newer than the last release ${newest}`);
const tags = execFileSync("git", ["tag", "-l", `v${version}`], { cwd: root, encoding: "utf8" }).trim();
if (tags) fail(`the tag v${version} exists already`);

const changelog = readFileSync(file("CHANGELOG.md"), "utf8");
const heading = `## [${version}] - Unreleased`;
if (!changelog.includes(heading)) fail(`CHANGELOG.md has no "${heading}" section: write what the release brings first`);

const current = JSON.parse(readFileSync(file("package.json"), "utf8")).version;
if (current !== version) run("npm", ["version", version, "--no-git-tag-version", "--workspaces=false"]);
console.log(`CHANGELOG.md: "${heading}" -> "## [${version}] - ${date}"`);
if (!dry) writeFileSync(file("CHANGELOG.md"), changelog.replace(heading, `## [${version}] - ${date}`));
run("git", ["add", "package.json", "package-lock.json", "CHANGELOG.md"]);
run("git", ["commit", "-m", `Release ${version}`]);
run("git", ["tag", "-a", `v${version}`, "-m", `Stint ${version}`]);
const commit = run("git", ["rev-parse", "HEAD"]) || "<the release commit>";
console.log(`releases.json: + { version: ${version}, commit: ${commit}, date: ${date} }`);
if (!dry)
  writeFileSync(file("releases.json"), `${JSON.stringify([...releases, { version, commit, date }], null, 2)}\n`);
run("git", ["add", "releases.json"]);
run("git", ["commit", "-m", `releases.json: ${version} is ${commit.slice(0, 12)}`]);
console.log(`release: v${version} is tagged; push with: git push --follow-tags`);
