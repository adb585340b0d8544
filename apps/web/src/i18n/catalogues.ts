import type { UiLanguage } from "@stint/shared/ui-languages";

/** One namespace's messages: nested keys, ICU MessageFormat strings at the leaves. */
export type Catalogue = { [key: string]: string | Catalogue };

// Every catalogue is its own chunk, loaded when a screen of its namespace first renders in that language: a
// visitor downloads the messages of the screens they open, in their language only (decision 035).
const loaders = import.meta.glob<Catalogue>("./locales/*/*.json", { import: "default" });

/** The namespaces that exist (the English folder is the reference: a check keeps the other languages equal). */
export const NAMESPACES = Object.keys(loaders)
  .map((file) => /^\.\/locales\/en\/(.+)\.json$/.exec(file)?.[1])
  .filter((name): name is string => name !== undefined);

export function loadCatalogue(language: UiLanguage, namespace: string): Promise<Catalogue> {
  const load = loaders[`./locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`No catalogue ${language}/${namespace}.`));
}
