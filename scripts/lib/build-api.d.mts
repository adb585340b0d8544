// Types of build-api.mjs for the TypeScript test that bundles the API (apps/api/scripts/bundled-api.test.ts).
export const apiBundle: string;
export function apiBuildReason(): string | null;
export function ensureApiBuilt(options?: {
  log?: (line: string) => void;
  force?: boolean;
  outfile?: string;
}): Promise<string>;
/** The packages the bundle leaves to Node, loaded from node_modules (pg-native: only if installed). */
export const API_EXTERNALS: string[];
