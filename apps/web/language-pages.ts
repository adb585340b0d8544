import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { UI_LANGUAGES, type UiLanguage } from "@stint/shared/ui-languages";
import i18next, { type i18n as I18n } from "i18next";
import ICU from "i18next-icu";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { Plugin } from "vite";
import { Splash } from "./src/components/splash.tsx";
import { inlineCataloguesScript } from "./src/i18n/inline-catalogues.ts";

const PLACEHOLDER = /\{\{(page\.[a-zA-Z.]+)\}\}/g;
const ROOT = '<div id="root"></div>';
const BODY_END = "</body>";

/** A namespace's catalogue of a language, as the source has it. */
function catalogueOf(root: string, language: UiLanguage, namespace: string): Record<string, unknown> {
  const file = path.join(root, "src/i18n/locales", language, `${namespace}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
}

/** The `common` catalogue of a language, ready at once (no backend: its resources are given). */
function commonOf(root: string, language: UiLanguage): I18n {
  const i18n = i18next.createInstance();
  void i18n.use(ICU).init({
    lng: language,
    resources: { [language]: { common: catalogueOf(root, language, "common") } },
    defaultNS: "common",
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/**
 * The static pages of a language (decision 035, "First load"): `index` for every screen, with the `common`
 * catalogue the first render needs, and `landing` for `/`, with the landing's own words too.
 */
const STATIC_PAGES = { index: ["common"], landing: ["common", "landing"] } as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * index.html in `language`: `<html lang>`, the head's and noscript's words, the splash in `#root`, and the
 * catalogues of `namespaces` at the end of the body.
 */
function pageIn(root: string, template: string, language: UiLanguage, namespaces: readonly string[]): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to put the splash in`);
  if (!template.includes(BODY_END)) throw new Error(`index.html has no ${BODY_END} to put the catalogues before`);
  const i18n = commonOf(root, language);
  const splash = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Splash)));
  const catalogues = Object.fromEntries(namespaces.map((name) => [name, catalogueOf(root, language, name)]));
  return template
    .replace(/<html lang="[a-z]+"/, `<html lang="${language}"`)
    .replace(PLACEHOLDER, (_whole, key: string) => escapeHtml(i18n.t(key)))
    .replace(ROOT, `<div id="root">${splash}</div>`)
    .replace(BODY_END, `${inlineCataloguesScript({ [language]: catalogues })}${BODY_END}`);
}

/**
 * The page the server sends before any script runs, once per language: English in index.html (the dev server's
 * too), and `index.<lang>.html` and `landing.<lang>.html` for every language, which the API sends by the
 * request's language (decision 035).
 * The splash React shows until the session is known goes into the root (a phone paints it when the page and the
 * entry's stylesheet arrive, instead of a blank page until the scripts have run; React's first render replaces
 * it with the same markup), and index.html's `{{page.…}}` placeholders become the `common` catalogue's words.
 */
export function languagePages(): Plugin {
  let root = "";
  let outDir = "";
  let template: string | undefined;
  return {
    name: "stint-language-pages",
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      // After Vite put in the built scripts and stylesheets, so every language's page links the same ones.
      order: "post",
      handler(html) {
        template = html;
        return pageIn(root, html, "en", STATIC_PAGES.index);
      },
    },
    async writeBundle() {
      if (template === undefined) return;
      const html = template;
      await Promise.all(
        UI_LANGUAGES.flatMap((language) =>
          Object.entries(STATIC_PAGES).map(([page, namespaces]) =>
            writeFile(path.join(outDir, `${page}.${language}.html`), pageIn(root, html, language, namespaces)),
          ),
        ),
      );
    },
  };
}

/**
 * react-i18next's hook imports one helper of i18next, for typed selectors (Stint names keys as strings): without
 * this, the whole of i18next (16 kB gzip) would come into the entry with the hook, instead of into the chunk that
 * main.tsx loads beside the first screen (decision 035).
 */
export function i18nextOutOfEntry(): Plugin {
  const SHIM = "\0stint-i18next-selector";
  return {
    name: "stint-i18next-out-of-entry",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    enforce: "pre",
    resolveId(source, importer) {
      return source === "i18next" && importer && /[\\/]react-i18next[\\/]/.test(importer) ? SHIM : null;
    },
    load(id) {
      if (id !== SHIM) return null;
      return 'export function keyFromSelector() { throw new Error("Stint names its message keys as strings."); }';
    },
  };
}
