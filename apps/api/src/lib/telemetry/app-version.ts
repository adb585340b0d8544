import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const rootPackage = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../package.json");

let version: string | undefined;

/** The release this code is (the root package.json's version), as traces name it (service.version). */
export function appVersion(): string {
  version ??= (JSON.parse(readFileSync(rootPackage, "utf8")) as { version?: string }).version ?? "unknown";
  return version;
}
