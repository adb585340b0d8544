import { escapeHtml } from "../lib/escape-html.ts";

/** The parts of Vite's build manifest (`dist/.vite/manifest.json`) a page's links are made from. */
export type BuildManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
>;

export type PageAssets = { styles: string[]; scripts: string[] };

/**
 * The stylesheets and scripts of the source files a page loaded (`modules`, keys of the manifest) and of
 * everything they import, except what the entry already brings (index.html links those). The stylesheets must
 * be in the page the server sends, or its markup paints unstyled until the scripts add them.
 */
export function pageAssets(manifest: BuildManifest, modules: Iterable<string>): PageAssets {
  const entryChunks = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, entryChunks);

  const pageChunks = new Set<string>();
  for (const module of modules) walk(module, pageChunks);
  const styles = new Set<string>();
  const scripts = new Set<string>();
  for (const key of pageChunks) {
    if (entryChunks.has(key)) continue;
    const chunk = manifest[key]!;
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
  }
  return { styles: [...styles], scripts: [...scripts] };
}

/** The stylesheets' `<link>` elements, for the page's `<head>`. */
export function styleLinks(styles: string[]): string {
  return styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`).join("");
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * index.html's head with its entry script and preloads replaced by the boot script (public/after-paint.js), which
 * asks for them, and for the screen's `scripts`, once the page has painted. Those ~350 kB would otherwise share a
 * phone's bandwidth with the stylesheets the server-rendered page paints from.
 */
export function withScriptsAfterPaint(head: string, scripts: string[]): string {
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  if (!entry) throw new Error("index.html has no entry script");
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const boot = `<script type="module" src="/after-paint.js" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml([...preloads, ...scripts].join(" "))}"></script>`;
  return head.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, "").replace("</head>", `${boot}</head>`);
}
