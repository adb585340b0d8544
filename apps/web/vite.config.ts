import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

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

export default defineConfig({
  plugins: [react()],
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
