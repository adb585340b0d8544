import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const API_TARGET = process.env.STINT_API_URL ?? "http://localhost:3000";

// Vendor code that changes rarely gets its own long-cached chunks; everything else is split per route by the
// lazy imports in the router, so a release that touches one screen invalidates only that screen's chunk.
// Mantine's theme/style engine is needed by the first paint; its components are left to the per-route
// chunks that use them, which keeps the start-up download small.
const vendorGroups = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  {
    name: "mantine",
    test: /node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/](core|utils)|@mantine[\\/](hooks|notifications|modals|store)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|clsx|react-number-format|react-textarea-autosize|@babel[\\/]runtime)[\\/]/,
    priority: 20,
  },
  { name: "query", test: /node_modules[\\/]@tanstack[\\/]/, priority: 10 },
  // Only screens with forms load these.
  { name: "forms", test: /node_modules[\\/](zod|@mantine[\\/]form|@standard-schema)[\\/]/, priority: 10 },
  { name: "dates", test: /node_modules[\\/](@mantine[\\/]dates|dayjs)[\\/]/, priority: 10 },
];

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

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { "/api": { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    proxy: { "/api": { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
