import { Skeleton } from "@mantine/core";
import { usePrefetchQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { useNearViewport } from "../../../lib/use-near-viewport.ts";
import { clientConfigQueryOptions } from "../api/get-client-config.ts";
import type { PlaceMapProps } from "./place-map.tsx";

const PlaceMap = lazy(() => import("./place-map.tsx"));

// Kept here rather than imported so this file pulls nothing of the map chunk into the screen that uses it.
const DEFAULT_HEIGHT = 280;

/**
 * The place map for screens: a placeholder of the same height while Leaflet and the world data load in their
 * own chunk, so a screen that shows a map does not carry them. They load only once the placeholder nears the
 * viewport: on a phone the map is below the fold, and its 250 kB and drawing would otherwise compete with the
 * screen's first paint.
 *
 * @example
 * <LazyPlaceMap pins={[{ lat: place.lat, lon: place.lon, label: place.label }]} height={240} />
 */
export function LazyPlaceMap(props: PlaceMapProps) {
  const height = props.height ?? DEFAULT_HEIGHT;
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = <Skeleton height={height} radius="md" aria-hidden />;
  return near ? (
    <NearPlaceMap {...props} height={height} placeholder={placeholder} />
  ) : (
    <div ref={ref}>{placeholder}</div>
  );
}

function NearPlaceMap({ placeholder, ...props }: PlaceMapProps & { placeholder: ReactNode }) {
  // Asked while the chunk downloads, not after it: the map needs both before it can draw.
  usePrefetchQuery(clientConfigQueryOptions);
  return (
    <Suspense fallback={placeholder}>
      <PlaceMap {...props} />
    </Suspense>
  );
}
