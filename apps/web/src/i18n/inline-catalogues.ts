import type { Resource } from "i18next";
import { jsonScript, readJsonScript } from "../lib/json-script.ts";

// The static page carries the catalogues its first render needs (`common`, and on the landing `landing` too), so
// the app renders as soon as its code is here instead of asking for them one after another (decision 035, "First
// load"). The build writes them (language-pages.ts); a page the server rendered carries its own in its state.
const SCRIPT_ID = "stint-catalogues";

/** The element the build puts at the end of a static page's body. */
export const inlineCataloguesScript = (resources: Resource): string => jsonScript(SCRIPT_ID, resources);

/** The catalogues the static page carries, or null (a page without them: the dev server's, an older build's). */
export const readInlineCatalogues = (): Resource | null => readJsonScript<Resource>(SCRIPT_ID);

/** A page without the static page's catalogues (a rendered page's state carries the ones its screen used). */
export const withoutInlineCatalogues = (html: string): string =>
  html.replace(new RegExp(`<script type="application/json" id="${SCRIPT_ID}">[^<]*</script>`), "");
