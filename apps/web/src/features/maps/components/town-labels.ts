import { divIcon, layerGroup, marker, type Map as LeafletMap } from "leaflet";
import { getPlacesAround, type MapBox } from "../api/get-places-around.ts";

const MAX_TOWNS = 30;
// A label's box before it is drawn: 11 px text is about 6.5 px a character, after a dot of 8 px.
const CHAR_PX = 6.5;
const DOT_PX = 8;
const LABEL_PX = 16;
const AIR_PX = 4;
const GEONAMES = '<a href="https://www.geonames.org/">GeoNames</a>';

type Box = { left: number; top: number; right: number; bottom: number };

const overlaps = (a: Box, b: Box) =>
  a.left < b.right + AIR_PX && b.left < a.right + AIR_PX && a.top < b.bottom + AIR_PX && b.top < a.bottom + AIR_PX;

/** The map's view as a box the API takes: inside the world, a little larger than seen, to 2 decimals. */
function viewBox(map: LeafletMap): MapBox | null {
  const bounds = map.getBounds();
  const box = {
    south: Math.max(-90, Math.floor(bounds.getSouth() * 100) / 100),
    west: Math.max(-180, Math.floor(bounds.getWest() * 100) / 100),
    north: Math.min(90, Math.ceil(bounds.getNorth() * 100) / 100),
    east: Math.min(180, Math.ceil(bounds.getEast() * 100) / 100),
  };
  return box.west < box.east && box.south < box.north ? box : null;
}

/**
 * Names the towns around a place on the offline map, which has no streets to show: after each move the
 * largest towns in view (from the gazetteer the server ships) are labelled, largest first, each where it
 * neither covers a pin, a control nor another label, so zooming in brings smaller towns. The labels are
 * decorative for assistive technology: the map's own name says what it shows.
 */
export function addTownLabels(
  map: LeafletMap,
  options: { pins: { lat: number; lon: number }[]; className: string | undefined },
) {
  const labels = layerGroup().addTo(map);
  let request: AbortController | null = null;
  let credited = false;

  const occupied = (): Box[] => {
    const container = map.getContainer().getBoundingClientRect();
    const controls = [...map.getContainer().querySelectorAll(".leaflet-control")].map((control) => {
      const rect = control.getBoundingClientRect();
      return {
        left: rect.left - container.left,
        top: rect.top - container.top,
        right: rect.right - container.left,
        bottom: rect.bottom - container.top,
      };
    });
    const pins = options.pins.map((pin) => {
      const at = map.latLngToContainerPoint([pin.lat, pin.lon]);
      return { left: at.x - 14, top: at.y - 36, right: at.x + 14, bottom: at.y };
    });
    return [...controls, ...pins];
  };

  const update = () => {
    const box = viewBox(map);
    request?.abort();
    if (!box) return;
    const current = new AbortController();
    request = current;
    getPlacesAround(box, MAX_TOWNS, current.signal)
      .then(({ items }) => {
        if (current.signal.aborted) return;
        const size = map.getSize();
        const taken = occupied();
        labels.clearLayers();
        for (const town of items) {
          const at = map.latLngToContainerPoint([town.lat, town.lon]);
          const label = {
            left: at.x - DOT_PX / 2,
            top: at.y - LABEL_PX / 2,
            right: at.x + DOT_PX + town.name.length * CHAR_PX,
            bottom: at.y + LABEL_PX / 2,
          };
          const inside = label.left >= 0 && label.top >= 0 && label.right <= size.x && label.bottom <= size.y;
          if (!inside || taken.some((other) => overlaps(label, other))) continue;
          taken.push(label);
          const text = document.createElement("span");
          text.textContent = town.name;
          // No size: the label is as wide as its name (Leaflet would fix a div icon at 12 × 12 px).
          const icon = divIcon({ className: options.className, html: text, iconSize: undefined, iconAnchor: [4, 8] });
          const townMarker = marker([town.lat, town.lon], { icon, interactive: false, keyboard: false });
          townMarker.on("add", () => townMarker.getElement()?.setAttribute("aria-hidden", "true"));
          labels.addLayer(townMarker);
        }
        if (!credited && items.length > 0) {
          map.attributionControl.addAttribution(GEONAMES);
          credited = true;
        }
      })
      .catch(() => {
        // Without the towns the map still shows the place, its coast and borders.
      });
  };

  update();
  map.on("moveend", update);
  return () => {
    request?.abort();
    map.off("moveend", update);
  };
}
