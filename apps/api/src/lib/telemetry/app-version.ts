import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const rootPackage = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../package.json");

let version: string | undefined;

/**
 * The release this code is (the root package.json's version), as traces name it (service.version); "unknown"
 * where the file is not beside the code: a trace without it is better than no start.
 */
export function appVersion(): string {
  if (version === undefined) {
    try {
      version = (JSON.parse(readFileSync(rootPackage, "utf8")) as { version?: string }).version ?? "unknown";
    } catch {
      version = "unknown";
    }
  }
  return version;
}
