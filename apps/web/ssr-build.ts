import path from "node:path";
import type { Plugin } from "vite";

const APP_SOURCE = /[\\/]src[\\/].*\.tsx?$/;
const RELATIVE_DYNAMIC_IMPORT = /\bimport\(\s*(["'])(\.{1,2}\/[^"']+)\1\s*\)/g;

/**
 * In the server build only: every dynamic import of the app's code (a route's screen, a lazy component) first
 * tells the page being rendered which source file it loads (src/server/page-context.ts, noteImport), so the page
 * links that code's stylesheets and scripts from the browser build's manifest (src/server/page-assets.ts).
 */
export function noteDynamicImports(): Plugin {
  let root = "";
  let tracker = "";
  return {
    name: "stint-note-dynamic-imports",
    apply: (_config, { isSsrBuild }) => Boolean(isSsrBuild),
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      tracker = path.join(root, "src/server/page-context.ts");
    },
    transform(code, id) {
      if (!APP_SOURCE.test(id) || id === tracker || !code.includes("import(")) return null;
      let found = false;
      const rewritten = code.replace(RELATIVE_DYNAMIC_IMPORT, (whole, _quote: string, specifier: string) => {
        found = true;
        const source = path
          .relative(root, path.resolve(path.dirname(id), specifier))
          .split(path.sep)
          .join("/");
        return `(__noteImport(${JSON.stringify(source)}), ${whole})`;
      });
      if (!found) return null;
      return {
        code: `import { noteImport as __noteImport } from ${JSON.stringify(tracker)};\n${rewritten}`,
        map: null,
      };
    },
  };
}
