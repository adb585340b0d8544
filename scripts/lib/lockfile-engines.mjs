import { readFileSync } from "node:fs";
import semver from "semver";

/**
 * The installed packages (package-lock.json) whose `engines.node` range leaves out part of the range the project
 * promises in its own `engines.node`: on such a Node, `npm install` warns EBADENGINE and the package may not work.
 * @param {string} lockfilePath
 * @returns {{ promised: string, incompatible: { name: string, requires: string }[] }}
 */
export function packagesNarrowerThanTheProject(lockfilePath) {
  const lock = JSON.parse(readFileSync(lockfilePath, "utf8"));
  const promised = lock.packages[""].engines?.node;
  if (!promised) throw new Error("the root package.json names no engines.node");
  const incompatible = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    const requires = entry.engines?.node;
    if (!path || !requires || typeof requires !== "string") continue;
    if (!semver.validRange(requires)) continue;
    if (!semver.subset(promised, requires, { includePrerelease: false })) {
      incompatible.push({ name: path.replace(/^.*node_modules\//, ""), requires });
    }
  }
  return { promised, incompatible };
}
