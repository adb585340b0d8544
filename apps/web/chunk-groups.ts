// How the web build splits the code the screens share into chunks (rolldown's codeSplitting groups), for
// vite.config.ts.

/** The part of the bundler's module graph the groups read: what a module imports statically. */
type ModuleGraph = { getModuleInfo(id: string): { importedIds: string[] } | null };

const IN_PACKAGE = /[\\/]node_modules[\\/]/;
const UI_MODULE = /[\\/]node_modules[\\/](@mantine|@tabler)[\\/]|\.tsx$/;
const ZOD_MODULE = /[\\/]node_modules[\\/]zod[\\/]/;
const APP_LOGIC = /[\\/]src[\\/].*\.ts$/;

// Answers per build: one build process, one module graph.
const reaching = new Map<RegExp, Map<string, boolean>>();

/** Whether a module of the app imports a module `pattern` matches, itself or through the app's modules. */
function reaches(id: string, pattern: RegExp, graph: ModuleGraph): boolean {
  const known = reaching.get(pattern) ?? reaching.set(pattern, new Map()).get(pattern)!;
  const answer = known.get(id);
  if (answer !== undefined) return answer;
  known.set(id, false); // an import cycle adds nothing new
  const found = (graph.getModuleInfo(id)?.importedIds ?? []).some(
    (imported) => pattern.test(imported) || (!IN_PACKAGE.test(imported) && reaches(imported, pattern, graph)),
  );
  known.set(id, found);
  return found;
}

/**
 * A group of the app's `.ts` modules that reach no UI code, by whether they reach zod: "data" (API calls and
 * their schemas) or "shared" (paths, formats). Others (a component's helpers) are left to later groups.
 */
function appLayer(layer: "shared" | "data") {
  return (id: string, graph: ModuleGraph) => {
    if (!APP_LOGIC.test(id) || reaches(id, UI_MODULE, graph)) return null;
    return (reaches(id, ZOD_MODULE, graph) ? "data" : "shared") === layer ? layer : null;
  };
}

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
export const chunkGroups = [
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
  { name: appLayer("shared"), minShareCount: 4, priority: 8 },
  { name: appLayer("data"), minShareCount: 4, priority: 7 },
  { name: "shared-ui", test: /[\\/]src[\\/]/, minShareCount: 4, priority: 5 },
];
