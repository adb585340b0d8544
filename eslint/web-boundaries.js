// Import boundaries of the web app (apps/web/src). The allowed directions and why: apps/web/BOUNDARIES.md
// (folded into docs/decisions/007-module-boundaries.md).
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SRC = path.join(ROOT, "apps/web/src");
const FEATURES = path.join(SRC, "features");

/**
 * Widget features: inputs and displays (an address box, a skill picker, an upload field, a map) that other
 * features build their screens with. Every other feature is a domain (accounts, jobs, cvs, companies, landing,
 * and later matching, applications, invitations, notifications, ratings) that no other feature imports.
 */
const WIDGETS = ["places", "skills", "files", "maps", "saved-jobs"];

/**
 * A widget's public files: those directly in its `api/` (fetchers, query options, hooks) and `components/`
 * (what is rendered) folders. Anything else in it (files at the feature's root, deeper folders) is internal.
 */
const PUBLIC_FOLDERS = ["api", "components"];

// Every feature folder, so that a new feature is held to the rules the moment it exists.
const features = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const widgetPublicFiles = (except) =>
  WIDGETS.filter((widget) => widget !== except).map(
    (widget) => `${FEATURES}/${widget}/{${PUBLIC_FOLDERS.join(",")}}/*`,
  );

const featureZones = features.map((feature) => ({
  target: path.join(FEATURES, feature),
  from: `${FEATURES}/**`,
  except: [`${FEATURES}/${feature}/**`, ...widgetPublicFiles(feature)],
  message:
    `features/${feature} may import only its own files and the widget features' public files ` +
    `(${WIDGETS.join(", ")}: their ${PUBLIC_FOLDERS.map((folder) => `${folder}/*`).join(" and ")}). ` +
    "Move what is shared to components/ or lib/, or let the route compose the two features.",
}));

const APP = [path.join(SRC, "app"), path.join(SRC, "main.tsx")];
const SHARED = [path.join(SRC, "components"), path.join(SRC, "lib"), path.join(SRC, "config")];

const layerZones = [
  {
    target: SHARED,
    from: [FEATURES, ...APP],
    message:
      "components/, lib/ and config/ are shared plumbing below the features: they import no feature and no app/.",
  },
  {
    target: FEATURES,
    from: APP,
    message: "Features do not import the app shell (app/, main.tsx): routes compose features, not the other way round.",
  },
];

const testZone = {
  target: [...APP, ...SHARED, FEATURES],
  from: path.join(SRC, "test"),
  message: "src/test holds test helpers, for *.test.ts(x) files only.",
};

const TESTS = ["apps/web/src/**/*.test.{ts,tsx}", "apps/web/src/test/**"];

export const webBoundaries = [
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // Without these the plugin reads no TypeScript file, and no-cycle silently finds nothing.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "apps/web/tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: TESTS,
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...featureZones, ...layerZones, testZone] }],
    },
  },
  {
    // Tests and their helpers keep to the same directions, and may use src/test.
    files: TESTS,
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...featureZones, ...layerZones] }],
    },
  },
];
