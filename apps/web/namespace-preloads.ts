import path from "node:path";
import type { Plugin } from "vite";
import { namespacesNamed } from "./src/i18n/namespaces-named.ts";

const APP_SOURCE = /[\\/]src[\\/].*\.tsx?$/;
const SKIPPED = /\.test\.tsx?$|[\\/]node_modules[\\/]/;

/**
 * In the browser's builds: every module of the app that names a namespace starts loading that namespace's
 * catalogue when it runs (src/i18n/preload-namespaces.ts), that is when the chunk of its screen arrives, instead
 * of when the screen first renders and suspends on the words. Appended at the end, so no line of the module
 * moves (its map stays right).
 */
export function namespacePreloads(): Plugin {
  let preloader = "";
  return {
    name: "stint-namespace-preloads",
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    // Before the source is compiled: the names as written.
    enforce: "pre",
    configResolved(config) {
      preloader = path.join(config.root, "src/i18n/preload-namespaces.ts");
    },
    transform(code, id) {
      if (!APP_SOURCE.test(id) || SKIPPED.test(id)) return null;
      const namespaces = namespacesNamed(code);
      if (namespaces.length === 0) return null;
      const call = `__preloadNamespaces(${JSON.stringify(namespaces)});`;
      const line = `import { preloadNamespaces as __preloadNamespaces } from ${JSON.stringify(preloader)};\n${call}`;
      return { code: `${code}\n${line}\n`, map: null };
    },
  };
}
