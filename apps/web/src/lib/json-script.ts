/**
 * Data a page carries for its scripts in a `<script type="application/json">` element (data, never run: the CSP
 * stays `'self'`): the server's state (app/server-state.ts) and the catalogues the build puts in the static page
 * (i18n/inline-catalogues.ts).
 */

/** The element with `value` as JSON; every `<` escaped, so no value can close the element early. */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The value of the page's element `id`, or null when there is none or it does not parse. */
export function readJsonScript<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
