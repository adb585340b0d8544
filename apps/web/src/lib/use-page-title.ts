import { useEffect } from "react";

/** Each screen names the browser tab (and what screen readers announce on navigation). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Stint` : "Stint";
  }, [title]);
}
