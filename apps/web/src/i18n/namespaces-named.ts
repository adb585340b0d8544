// How the app names the namespaces a module uses: `useTranslation("jobs")`, `useTranslation(["jobs", "common"])`,
// and a key of another namespace, `t("skills:levels.b2")`. namespaces-named.test.ts keeps every use of the hook
// in one of these forms.
const HOOK = /\buseTranslation\(\s*(\[[^\]]*\]|"[^"]+")/g;
const QUOTED = /"([^"]+)"/g;
const PREFIXED_KEY = /\bt\(\s*"([a-zA-Z-]+):/g;
/** In every page's words already: the static page or the server's state brings it (decision 035). */
const ALWAYS_HERE = "common";

/**
 * The namespaces a module that renders words (it calls the hook) names, `common` left out; none for a helper that
 * is handed a `t` (its caller names what it needs, and a chunk of shared helpers would otherwise ask for the words
 * of screens the page never shows). The build's namespace-preloads.ts reads it.
 */
export function namespacesNamed(code: string): string[] {
  const named = new Set<string>();
  if (!code.includes("useTranslation(")) return [];
  for (const [, list] of code.matchAll(HOOK)) for (const [, name] of list!.matchAll(QUOTED)) named.add(name!);
  for (const [, name] of code.matchAll(PREFIXED_KEY)) named.add(name!);
  named.delete(ALWAYS_HERE);
  return [...named].sort();
}
