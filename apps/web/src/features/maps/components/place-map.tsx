import "leaflet/dist/leaflet.css";
import { Skeleton } from "@mantine/core";
import {
  Browser,
  control,
  divIcon,
  latLngBounds,
  map as createLeafletMap,
  marker,
  tileLayer,
  type MapOptions,
} from "leaflet";
import type { TFunction } from "i18next";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { escapeHtml } from "../../../lib/escape-html.ts";
import { useClientConfig } from "../api/get-client-config.ts";
import { addTownLabels } from "./town-labels.ts";
import { addWorld } from "./world-layers.ts";
import classes from "./place-map.module.css";

export type MapPin = { lat: number; lon: number; label: string };

export type PlaceMapProps = {
  pins: MapPin[];
  /** In CSS pixels; the map is as wide as its parent. */
  height?: number;
  /** Zoom for a single pin, and the closest zoom when fitting several; clamped to what the map can show. */
  zoom?: number;
};

export const DEFAULT_MAP_HEIGHT = 280;

// The 1:50m shapes and the towns of over 1,000 people hold up to about 15 km across; further in there is
// nothing more to see without streets.
const OFFLINE_MAX_ZOOM = 11;
// City-level places: the city and the towns around it (about 120 km across) on the offline map, the district
// on a street map.
const OFFLINE_ZOOM = 9;
const TILES_ZOOM = 12;
const TILES_MAX_ZOOM = 19;
// Narrower than this (a phone, a side column), the offline map starts one zoom step further out.
const NARROW_MAP_PX = 480;

const NATURAL_EARTH = '<a href="https://www.naturalearthdata.com/">Natural Earth</a>';

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 36" width="28" height="36" aria-hidden="true" focusable="false">' +
  '<path d="M14 1.5C7.1 1.5 1.5 7 1.5 13.8 1.5 23 14 34.5 14 34.5S26.5 23 26.5 13.8C26.5 7 20.9 1.5 14 1.5z" ' +
  'fill="currentColor" stroke="#fff" stroke-width="2"/><circle cx="14" cy="13.5" r="4.5" fill="#fff"/></svg>';

/** The map's name for a screen reader: the places it shows (`t` of the `maps` namespace). */
export function mapLabel(t: TFunction, pins: MapPin[]) {
  if (pins.length === 0) return t("maps:world");
  return t("maps:showing", { places: pins.map((pin) => pin.label).join("; ") });
}

type LeafletViewProps = Required<Omit<PlaceMapProps, "zoom">> & {
  zoom: number | undefined;
  tileUrl: string | null;
  attribution: string | null;
};

function LeafletView({ pins, height, zoom, tileUrl, attribution }: LeafletViewProps) {
  const { t } = useTranslation("maps");
  const zoomInTitle = t("zoomIn");
  const zoomOutTitle = t("zoomOut");
  const containerRef = useRef<HTMLDivElement>(null);
  // Callers usually build the pins inline; the map is rebuilt only when their content changes.
  const pinsKey = JSON.stringify(pins.map(({ lat, lon, label }) => [lat, lon, label]));

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const places = (JSON.parse(pinsKey) as Array<[number, number, string]>).map(([lat, lon, label]) => ({
      lat,
      lon,
      label,
    }));
    const offline = tileUrl === null;
    const maxZoom = offline ? OFFLINE_MAX_ZOOM : TILES_MAX_ZOOM;
    const options: MapOptions = {
      minZoom: 1,
      maxZoom,
      // A map inside a scrolling page must not swallow the wheel or a one-finger swipe; the zoom buttons, the
      // keyboard (arrows, + and -) and two-finger pinch still move it.
      scrollWheelZoom: false,
      // Added below with its buttons named in the page's language.
      zoomControl: false,
      dragging: !Browser.mobile,
      ...(offline
        ? {
            maxBounds: [
              [-85, -200],
              [85, 200],
            ],
            maxBoundsViscosity: 1,
          }
        : {}),
    };
    const map = createLeafletMap(container, options);
    control.zoom({ zoomInTitle, zoomOutTitle }).addTo(map);

    // On a phone-wide map one step out keeps a coast or a neighbour in view around the pin.
    const offlineZoom = container.clientWidth < NARROW_MAP_PX ? OFFLINE_ZOOM - 1 : OFFLINE_ZOOM;
    const wanted = Math.min(zoom ?? (offline ? offlineZoom : TILES_ZOOM), maxZoom);
    const [first] = places;
    if (!first) map.setView([20, 0], 1);
    else if (places.length === 1) map.setView([first.lat, first.lon], wanted);
    else
      map.fitBounds(latLngBounds(places.map((place) => [place.lat, place.lon])), {
        padding: [40, 40],
        maxZoom: wanted,
      });

    const cleanups: Array<() => void> = [];
    if (offline) {
      map.attributionControl.addAttribution(NATURAL_EARTH);
      cleanups.push(addWorld(map, { land: classes.land, border: classes.border }));
      cleanups.push(addTownLabels(map, { pins: places, className: classes.town }));
    } else {
      // Leaflet writes attributions as HTML; the configured one is plain text from the server's environment.
      tileLayer(tileUrl, { attribution: escapeHtml(attribution ?? ""), maxZoom }).addTo(map);
    }

    const icon = divIcon({
      className: classes.pin,
      html: PIN_SVG,
      iconSize: [28, 36],
      iconAnchor: [14, 35],
      tooltipAnchor: [0, -34],
    });
    for (const place of places) {
      const pin = marker([place.lat, place.lon], { icon, keyboard: true, riseOnHover: true });
      // Leaflet makes a keyboard-reachable marker a button, but this one has no action: it is a labelled
      // image whose label also shows (as a tooltip) on focus and hover. The element exists once added.
      pin.on("add", () => {
        const element = pin.getElement();
        element?.setAttribute("role", "img");
        element?.setAttribute("aria-label", place.label);
      });
      const tooltip = document.createElement("span");
      tooltip.textContent = place.label;
      pin.bindTooltip(tooltip, { direction: "top" }).addTo(map);
    }

    return () => {
      for (const cleanup of cleanups) cleanup();
      map.remove();
    };
  }, [pinsKey, zoom, tileUrl, attribution, zoomInTitle, zoomOutTitle]);

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={mapLabel(t, pins)}
      className={`${classes.map} ${tileUrl === null ? "" : classes.tiles}`}
      style={{ height }}
      data-map-mode={tileUrl === null ? "offline" : "tiles"}
    />
  );
}

/**
 * A map with a pin per place: Natural Earth's world shipped with the app by default, the configured tile
 * server's street map when there is one. Import it through `LazyPlaceMap` (or `lazy(() => import(...))` of
 * this file's default export) so Leaflet and the world data load only with the first map.
 */
export function PlaceMap({ pins, height = DEFAULT_MAP_HEIGHT, zoom }: PlaceMapProps) {
  const config = useClientConfig();
  if (config.isPending) return <Skeleton height={height} radius="md" aria-hidden />;
  // Without an answer the offline map is the safe choice: it needs nothing from outside.
  const map = config.data?.map ?? { tileUrl: null, attribution: null };
  return <LeafletView pins={pins} height={height} zoom={zoom} tileUrl={map.tileUrl} attribution={map.attribution} />;
}

export default PlaceMap;
