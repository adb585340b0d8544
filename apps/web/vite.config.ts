import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { chunkGroups } from "./chunk-groups.ts";
import { i18nextOutOfEntry, languagePages } from "./language-pages.ts";
import { namespacePreloads } from "./namespace-preloads.ts";
import { noteDynamicImports } from "./ssr-build.ts";

const API_TARGET = process.env.STINT_API_URL ?? "http://localhost:3000";

/**
 * CSS only for the Mantine components a chunk uses: each component's class-name module
 * (`@mantine/core/esm/components/Button/Button.module.mjs`) gets an import of that component's stylesheet
 * (`@mantine/core/styles/Button.layer.css`), so the stylesheet travels with the component into whichever chunk the
 * bundler puts it in, instead of all of Mantine's 250 kB in the entry (src/main.tsx imports only the base
 * styles). Appended at the end, where it is evaluated after the module's own imports, as Mantine's full
 * stylesheet orders them (a component's parts before it), and without moving any line of the module. Each is
 * the stylesheet in Mantine's cascade layer: a screen's chunk may load after the app's own CSS, which must
 * still win (it did by coming later when all of Mantine came first).
 * The dev server pre-bundles Mantine, so its modules never come through here: there the base styles' first
 * file stands for Mantine's whole stylesheet instead (which starts with it).
 */
function mantineComponentStyles(): Plugin {
  const CLASS_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
  let serve = false;
  return {
    name: "stint-mantine-component-styles",
    enforce: "pre",
    configResolved(config) {
      serve = config.command === "serve";
    },
    resolveId(source, importer) {
      if (!serve || source !== "@mantine/core/styles/baseline.layer.css") return null;
      return this.resolve("@mantine/core/styles.layer.css", importer, { skipSelf: true });
    },
    transform(code, id) {
      const name = serve ? undefined : CLASS_MODULE.exec(id)?.[1];
      // map: null keeps the module's map as it is (nothing before the new line moved).
      return name ? { code: `${code}\nimport "@mantine/core/styles/${name}.layer.css";\n`, map: null } : null;
    },
  };
}

/**
 * Writes a `.br` and a `.gz` beside every text file of the build, at the highest levels (it runs once per build,
 * not per request); the API serves them to browsers that accept them (lib/http/spa.ts). Source maps are left
 * out: only developer tools fetch them.
 */
function precompress(): Plugin {
  const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;
  const MIN_BYTES = 1024;
  let outDir = "";
  return {
    name: "stint-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => TEXT.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const raw = await readFile(full);
          if (raw.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(raw, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
            }),
            promisify(gzip)(raw, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

// Two builds (package.json "build"): the browser's (dist), with a manifest of its chunks, and the server's
// (dist-server: src/entry-server.tsx, every package bundled in), which renders a signed-in visitor's first view.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    mantineComponentStyles(),
    noteDynamicImports(),
    i18nextOutOfEntry(),
    namespacePreloads(),
    ...(isSsrBuild ? [] : [precompress(), languagePages()]),
  ],
  server: {
    port: 5173,
    proxy: { "/api": { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    proxy: { "/api": { target: API_TARGET, changeOrigin: false } },
  },
  ssr: { noExternal: true },
  // The server build picks React's (and every package's) production code whatever NODE_ENV the API runs with.
  ...(isSsrBuild ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } } : {}),
  build: isSsrBuild
    ? { outDir: "dist-server", emptyOutDir: true, target: "node22", sourcemap: true, copyPublicDir: false }
    : {
        outDir: "dist",
        emptyOutDir: true,
        target: "es2022",
        sourcemap: true,
        manifest: true,
        chunkSizeWarningLimit: 300,
        rolldownOptions: {
          output: {
            codeSplitting: { groups: chunkGroups },
          },
        },
      },
}));
