// The API runs TypeScript directly, which needs Node 24 (type stripping). Under `npm run`, `node` is the
// project's own Node 24 (the `node` dev dependency); when a script is started with an older Node, use that one.
import { existsSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./build-web.mjs";

const MIN_MAJOR = 24;

export function nodeBinary() {
  const major = Number(process.versions.node.split(".")[0]);
  if (major >= MIN_MAJOR) return process.execPath;
  for (const candidate of ["node_modules/node/bin/node", "node_modules/.bin/node"]) {
    const file = path.join(repoRoot, candidate);
    if (existsSync(file)) return file;
  }
  throw new Error(
    `Node ${process.versions.node} is too old to run the API (needs ${MIN_MAJOR}+). Run "npm install" first: ` +
      `it brings Node ${MIN_MAJOR} as a dev dependency, which "npm start" uses.`,
  );
}
