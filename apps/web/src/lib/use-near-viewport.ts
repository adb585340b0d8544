import { type RefCallback, useCallback, useState } from "react";

/**
 * Whether the element has come within `margin` of the viewport, once: it stays true after, so what it gates is
 * not torn down when scrolled away. Lets a screen leave a heavy part (a map) out of its first load when the
 * part starts below the fold, as on a phone. Without IntersectionObserver it is true at once; rendered on the
 * server it is false, as in the browser's first render, which hydrates that markup.
 *
 * @example
 * const [ref, near] = useNearViewport<HTMLDivElement>();
 * return <div ref={ref}>{near ? <Map /> : <Placeholder />}</div>;
 */
export function useNearViewport<T extends Element>(margin = "300px"): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof window !== "undefined" && typeof IntersectionObserver === "undefined");
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [margin, near],
  );
  return [ref, near];
}
