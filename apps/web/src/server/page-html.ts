import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { type PageLanguage, withPageLanguage } from "@stint/shared/ui-languages";
import { UNTIL_HYDRATED } from "../app/server-state.ts";
import { withoutInlineCatalogues } from "../i18n/inline-catalogues.ts";
import { escapeHtml } from "../lib/escape-html.ts";
import { type BuildManifest, pageAssets, styleLinks, withScriptsAfterPaint } from "./page-assets.ts";

type Build = { template: string; manifest: BuildManifest };
const builds = new Map<string, Build>();

/** The built index.html of a language (`index.<lang>.html`, vite.config.ts) and the manifest of `distDir`, read once. */
function buildOf(distDir: string, language: string): Build {
  const key = `${distDir}\n${language}`;
  let build = builds.get(key);
  if (!build) {
    const own = path.join(distDir, `index.${language}.html`);
    build = {
      // The page's state carries the catalogues its screen used, `common` among them.
      template: withoutInlineCatalogues(readFileSync(existsSync(own) ? own : path.join(distDir, "index.html"), "utf8")),
      manifest: JSON.parse(readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8")) as BuildManifest,
    };
    builds.set(key, build);
  }
  return build;
}

export type PageParts = {
  /** The web build (apps/web/dist) whose index.html and chunks the page uses. */
  distDir: string;
  /** The source files the render loaded (page-context.ts). */
  imported: Iterable<string>;
  /** The tab title the screen gave, if any. */
  title: string | undefined;
  /** The screen's markup. */
  screen: string;
  /** The state's script (app/server-state.ts). */
  state: string;
  /** The page's language: `<html lang>` and what the browser's app reads of it. */
  language: PageLanguage;
};

/** index.html with the screen in its root (in place of the splash), its title, stylesheets and boot script. */
export function pageHtml({ distDir, imported, title, screen, state, language }: PageParts): string {
  const { manifest, ...build } = buildOf(distDir, language.language);
  const template = withPageLanguage(build.template, language);
  // The root is the body's last element (index.html).
  const rootStart = template.indexOf('<div id="root">');
  const rootEnd = template.lastIndexOf("</div>") + "</div>".length;
  const assets = pageAssets(manifest, imported);
  const head = withScriptsAfterPaint(
    template
      .slice(0, rootStart)
      .replace("<title>Stint</title>", () => `<title>${escapeHtml(title ?? "Stint")}</title>`)
      .replace("</head>", `${styleLinks(assets.styles)}</head>`),
    assets.scripts,
  );
  // `inert` stops use until hydrated; aria-disabled says so (and makes test tools wait, as a person is made to).
  const untilHydrated = Object.entries(UNTIL_HYDRATED)
    .map(([name, value]) => (value ? ` ${name}="${value}"` : ` ${name}`))
    .join("");
  const root = `<div id="root"${untilHydrated}>${screen}</div>`;
  return `${head}${root}${state}${template.slice(rootEnd)}`;
}
