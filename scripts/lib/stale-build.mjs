// Whether a build is older than what it is made from: shared by the web app's build and the API's bundle.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

function newestMtime(target, skip) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows as a newer folder
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (skip(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name), skip));
  }
  return newest;
}

/**
 * Why `built` (a path in `root`) needs building, or null when it is newer than every one of `sources` (paths
 * in `root`, folders walked, names for which `skip` says true left out).
 */
export function staleBuildReason({ root, built, sources, skip }) {
  const builtFile = path.join(root, built);
  if (!existsSync(builtFile)) return `${built} is missing`;
  const builtAt = statSync(builtFile).mtimeMs;
  for (const source of sources) {
    if (newestMtime(path.join(root, source), skip) > builtAt) return `${source} changed since the last build`;
  }
  return null;
}
