import { isUiLanguage } from "@stint/shared/ui-languages";
import type { Resource } from "i18next";
import { loadCatalogue } from "./catalogues.ts";

// The catalogues asked for (or already here), by `language/namespace`: each is asked for once.
const asked = new Set<string>();

/** Catalogues the page brought along (inline, or in the server's state): never asked for. */
export function namespacesHere(resources: Resource): void {
  for (const [language, namespaces] of Object.entries(resources))
    for (const namespace of Object.keys(namespaces)) asked.add(`${language}/${namespace}`);
}

/**
 * Starts loading the page language's catalogues of `namespaces` now. The build calls it from every module that
 * names a namespace, as that module's chunk runs (namespace-preloads.ts): a screen's words are then on their way
 * beside its code and its data, not asked for only when it first renders and suspends. i18next's own load later
 * gets the same module (the browser loads a module once) and reports a failure; this one stays silent.
 */
export function preloadNamespaces(namespaces: readonly string[]): void {
  if (typeof document === "undefined") return;
  const language = document.documentElement.lang;
  if (!isUiLanguage(language)) return;
  for (const namespace of namespaces) {
    const key = `${language}/${namespace}`;
    if (asked.has(key)) continue;
    asked.add(key);
    loadCatalogue(language, namespace).catch(() => undefined);
  }
}
