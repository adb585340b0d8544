import { createContext, useContext, useEffect } from "react";

const tabTitle = (title: string) => (title ? `${title} · Stint` : "Stint");

/**
 * Where a screen rendered on the server (entry-server.tsx) hands its tab title, for the page's `<title>`: the
 * effect below never runs there. The browser has no sink.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/** Each screen names the browser tab (and what screen readers announce on navigation). */
export function usePageTitle(title: string) {
  useContext(PageTitleSink)?.(tabTitle(title));
  useEffect(() => {
    document.title = tabTitle(title);
  }, [title]);
}
