import { AsyncLocalStorage } from "node:async_hooks";
import type { ApiTransport } from "../lib/api-client.ts";
import type { PageLocale } from "../lib/locale.ts";

/**
 * What one page render on the server needs to reach and collects: the API with the visitor's session, the page's
 * language and locale (the formats read it, lib/locale.ts), the code.
 */
export type PageContext = { transport: ApiTransport; locale: PageLocale; imported: Set<string> };

const pages = new AsyncLocalStorage<PageContext>();

/** Runs one page's render; API calls and imports made during it (even after awaits) belong to this page. */
export function inPage<T>(page: PageContext, render: () => Promise<T>): Promise<T> {
  return pages.run(page, render);
}

export function currentPage(): PageContext | undefined {
  return pages.getStore();
}

/**
 * Called before every dynamic import of the app's code in the server build (ssr-build.ts): the source file the
 * page loads, so the page can link that code's stylesheets and scripts (page-assets.ts).
 */
export function noteImport(sourceFile: string) {
  pages.getStore()?.imported.add(sourceFile);
}
