// Which release the current code upgrades from, and a checkout of it: the newest entry of releases.json that
// is not the current package.json version (releases.json names each release's commit, so a clone without tags
// finds it too), checked out into a temporary git worktree with its own dependencies installed.
import { execFileSync } from "node:child_process";
import { readFileSync, renameSync } from "node:fs";
import path from "node:path";
import semver from "semver";

/** The newest release in `releases` older than `current` (semver), or null. */
export function previousRelease(releases, current) {
  const older = releases.filter((release) => semver.valid(release.version) && semver.lt(release.version, current));
  older.sort((a, b) => semver.rcompare(a.version, b.version));
  return older[0] ?? null;
}

export function readReleases(root) {
  const current = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).version;
  const releases = JSON.parse(readFileSync(path.join(root, "releases.json"), "utf8"));
  return { current, releases };
}

const git = (root, ...args) =>
  execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

/** The commit to check out: the tag v<version> when this clone has it (it must agree with releases.json). */
export function releaseCommit(root, release) {
  let tagged = null;
  try {
    tagged = git(root, "rev-parse", "--verify", "--quiet", `refs/tags/v${release.version}^{commit}`);
  } catch {
    // no tag in this clone: releases.json's commit it is
  }
  if (tagged && tagged !== release.commit) {
    throw new Error(`tag v${release.version} is ${tagged} but releases.json says ${release.commit}`);
  }
  return { commit: release.commit, from: tagged ? `tag v${release.version}` : "releases.json" };
}

/**
 * Checks the commit out into `dir` (a detached worktree) and installs its dependencies from its lockfile
 * (npm's cache is warm after the main install). Returns a function that unregisters the worktree, leaving
 * its files to be deleted with the folder they are in.
 */
export function checkOut(root, commit, dir, log) {
  // A run killed before it removed its worktree leaves it registered: forget those whose folder is gone.
  git(root, "worktree", "prune");
  git(root, "worktree", "add", "--detach", "--force", dir, commit);
  const remove = () => {
    // git forgets the worktree (its folder moved aside, then pruned); the files go with the test's folder.
    try {
      renameSync(dir, `${dir}.files`);
      git(root, "worktree", "prune");
    } catch (error) {
      log(`could not remove the worktree ${dir}: ${error.message}`);
    }
  };
  try {
    const started = performance.now();
    execFileSync("npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], {
      cwd: dir,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, npm_config_update_notifier: "false" },
    });
    log(`installed its dependencies in ${Math.round((performance.now() - started) / 1000)} s`);
  } catch (error) {
    remove();
    throw error;
  }
  return remove;
}
