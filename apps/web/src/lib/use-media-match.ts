import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches, known in the first render (no second render after an effect), and false where
 * there is no window: a server-rendered page is hydrated with false, then React renders again with the answer.
 *
 * @example
 * const wide = useMediaMatch("(min-width: 62em)");
 */
export function useMediaMatch(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
