import { geoJSON, layerGroup, type LayerGroup, type Map as LeafletMap } from "leaflet";
import { loadWorld, type WorldDetail } from "./load-world.ts";

// From here in a map shows a region rather than a continent, and the coarse shapes would be kilometres off.
const DETAILED_FROM_ZOOM = 5;

/**
 * Draws Natural Earth's land and borders under the map at the detail its zoom needs, swapping them as the
 * user zooms. Returns what removes its listener.
 */
export function addWorld(
  map: LeafletMap,
  classNames: { land: string | undefined; border: string | undefined },
): () => void {
  let wanted: WorldDetail | null = null;
  let shown: LayerGroup | null = null;
  let removed = false;

  const update = () => {
    const detail: WorldDetail = map.getZoom() >= DETAILED_FROM_ZOOM ? "detailed" : "coarse";
    if (detail === wanted) return;
    wanted = detail;
    loadWorld(detail)
      .then((world) => {
        if (removed || wanted !== detail) return;
        const layers = layerGroup([
          geoJSON(world.land, { interactive: false, style: { className: classNames.land } }),
          geoJSON(world.borders, { interactive: false, style: { className: classNames.border } }),
        ]).addTo(map);
        shown?.remove();
        shown = layers;
      })
      .catch(() => {
        // The pin on the sea still says where the place is; the next zoom tries again.
        if (wanted === detail) wanted = null;
      });
  };

  update();
  map.on("zoomend", update);
  return () => {
    removed = true;
    map.off("zoomend", update);
  };
}
