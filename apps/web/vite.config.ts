import { existsSync, readFileSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const API_TARGET = process.env.STINT_API_URL ?? "http://localhost:3000";

const UI_IMPORT = /^(@mantine|@tabler)\/|\.tsx$/;
const ZOD_IMPORT = /^zod(\/|$)/;
const SHARED_PACKAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../packages/shared/src");

/** The file an import of the app or of @stint/shared names, or null for any other package. */
function importedFile(specifier: string, importer: string): string | null {
  if (specifier.startsWith(".")) return path.resolve(path.dirname(importer), specifier);
  if (specifier === "@stint/shared") return path.join(SHARED_PACKAGE, "index.ts");
  if (specifier.startsWith("@stint/shared/")) return path.join(SHARED_PACKAGE, `${specifier.slice(14)}.ts`);
  return null;
}

const reaching = new Map<RegExp, Map<string, boolean>>();

/** Whether a module of the app imports a module that `pattern` names, itself or through the app's modules. */
function reaches(file: string, pattern: RegExp): boolean {
  const known = reaching.get(pattern) ?? reaching.set(pattern, new Map()).get(pattern)!;
  const answer = known.get(file);
  if (answer !== undefined) return answer;
  known.set(file, false); // an import cycle adds nothing new
  // Type-only imports leave nothing in the build.
  const source = (existsSync(file) ? readFileSync(file, "utf8") : "").replace(/^\s*(import|export) type\b[^;]*;/gm, "");
  const imports = [...source.matchAll(/\bfrom\s+["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g)].map(
    (match) => match[1] ?? match[2]!,
  );
  const found = imports.some((specifier) => {
    if (pattern.test(specifier)) return true;
    const imported = importedFile(specifier, file);
    return imported !== null && reaches(imported, pattern);
  });
  known.set(file, found);
  return found;
}

const appLogic = (id: string) => /[\\/]src[\\/].*\.ts$/.test(id) && !reaches(id, UI_IMPORT);

/** Modules of the named @mantine/core components, of the named packages and the app's named files (patterns). */
function mantineParts(components: string[], packages: string[], appFiles: string[] = []) {
  const component = `@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${components.join("|")})[\\\\/]`;
  const app = appFiles.map((file) => `|[\\\\/]src[\\\\/]${file}$`).join("");
  return new RegExp(`node_modules[\\\\/](${component}|(${packages.join("|")})[\\\\/])${app}`);
}

// Screens share code, and left to itself the bundler splits it per set of screens that import it: ~280 files of
// 1-2 kB, ~150 of them for one screen. Over HTTP/1.1 (six connections) each costs a round trip, and each
// stylesheet among them a style recalculation when it is added, so a phone waited seconds on the requests
// rather than the bytes (Lighthouse: 150 requests before the job list painted, issue 13). So the code is grouped:
//   - the first paint's (`$initial`, what the entry imports statically): react, mantine, query, app. These stay
//     cached across releases that touch only the screens.
//   - what four or more screens share, by kind, each under 50 kB gzip: Mantine's base (hooks, helpers, plainest
//     components), its floating layer (popovers, menus, tooltips, dropdowns), its modal layer (dialogs, drawers,
//     toasts), its inputs, @mantine/dates, zod, the other packages (ui), and the app's plain logic (shared), data
//     layer (data) and components (shared-ui). A group takes in what its modules import unless an earlier group
//     (higher priority) already has it, so each comes after the groups it builds on.
// What fewer screens use stays with them. A screen now loads 12-25 files besides its own instead of 70-180.
const chunkGroups = [
  {
    name: "react",
    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    tags: ["$initial" as const],
    priority: 30,
  },
  {
    name: "mantine",
    test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|clsx|react-number-format|react-textarea-autosize|react-transition-group|@babel[\\/]runtime)[\\/]/,
    tags: ["$initial" as const],
    priority: 20,
  },
  { name: "query", test: /node_modules[\\/]@tanstack[\\/]/, tags: ["$initial" as const], priority: 16 },
  { name: "app", test: /[\\/]src[\\/]/, tags: ["$initial" as const], priority: 15 },
  // Mantine's hooks, helpers and plainest components (a Paper under every card, dialog and dropdown) that the
  // entry does not use, in a group of their own that every other group builds on, rather than in whichever
  // group takes them in first (the inputs', and with them any screen that shows a tab would load every input).
  {
    name: "mantine-base",
    test: mantineParts(
      [
        "Paper",
        "Loader",
        "UnstyledButton",
        "VisuallyHidden",
        "CloseButton",
        "Transition",
        "Overlay",
        "Portal",
        "FocusTrap",
      ],
      ["@mantine[\\\\/]hooks", "@mantine[\\\\/]core[\\\\/]esm[\\\\/](core|utils)"],
    ),
    minShareCount: 4,
    priority: 14,
  },
  {
    name: "overlays",
    test: mantineParts(
      ["Modal", "ModalBase", "Drawer", "ScrollArea", "LoadingOverlay"],
      [
        "react-remove-scroll",
        "react-remove-scroll-bar",
        "react-style-singleton",
        "use-callback-ref",
        "use-sidecar",
        "get-nonce",
        "react-transition-group",
        // The app's toasts and confirmation dialogs, mounted on every screen.
        "@mantine[\\\\/](modals|notifications)",
      ],
      ["lib[\\\\/]confirm-dialog\\.ts"],
    ),
    minShareCount: 4,
    priority: 12,
  },
  {
    name: "floating",
    test: mantineParts(["Popover", "Combobox", "Menu", "Tooltip", "HoverCard", "RingProgress"], ["@floating-ui"]),
    minShareCount: 4,
    priority: 13,
  },
  {
    name: "inputs",
    test: mantineParts(
      [
        "Input",
        "InputBase",
        "TextInput",
        "Textarea",
        "NumberInput",
        "PasswordInput",
        "Select",
        "MultiSelect",
        "Autocomplete",
        "TagsInput",
        "PillsInput",
        "Pill",
        "Checkbox",
        "Switch",
        "Radio",
        "SegmentedControl",
        "FloatingIndicator",
        "Slider",
        "Chip",
        "Rating",
        "FileInput",
        "FileButton",
      ],
      ["react-number-format", "react-textarea-autosize"],
    ),
    minShareCount: 4,
    priority: 11,
  },
  { name: "dates", test: /node_modules[\\/](@mantine[\\/]dates|dayjs)[\\/]/, minShareCount: 4, priority: 10 },
  { name: "zod", test: /node_modules[\\/]zod[\\/]/, minShareCount: 4, priority: 9 },
  { name: "ui", test: /node_modules[\\/]/, minShareCount: 4, priority: 6 },
  // The app's shared logic (paths, formats) before its data layer (API calls and their zod schemas) and both
  // before its shared components: a screen that needs a path or a format loads neither zod nor, with every
  // shared component, Mantine's inputs and dates.
  { name: "shared", test: (id: string) => appLogic(id) && !reaches(id, ZOD_IMPORT), minShareCount: 4, priority: 8 },
  { name: "data", test: appLogic, minShareCount: 4, priority: 7 },
  { name: "shared-ui", test: /[\\/]src[\\/]/, minShareCount: 4, priority: 5 },
];

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

export default defineConfig({
  plugins: [react(), mantineComponentStyles(), precompress()],
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
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
});
