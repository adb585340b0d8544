import { existsSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import type { Place } from "@stint/shared/place";
import { foldText } from "./fold-text.ts";
import {
  COORDINATE_SCALE,
  GAZETTEER_ATTRIBUTION,
  GAZETTEER_FILE,
  GAZETTEER_FORMAT,
  type GazetteerData,
} from "./gazetteer-data.ts";
import { placesAround } from "./gazetteer-around.ts";
import type { Geocoder, MapBox } from "./geocoder.ts";
import { placeLabel } from "./place-label.ts";

export { GAZETTEER_ATTRIBUTION };

// Ranking is by population, nudged: a whole-name match beats a longer name it is the start of ("Bath"
// over Bathinda). A whole alternate name counts like a real one ("Geneva" is Genève before Geneva, IL),
// but merely starting one counts for much less and needs a few letters, because GeoNames' alternates
// include old and foreign names that would otherwise put Lagos under "ra".
const EXACT_MATCH_BOOST = 4;
const ALTERNATE_PREFIX_FACTOR = 0.1;
const ALTERNATE_PREFIX_MIN_LENGTH = 4;
// Everyday names that are not the country's name or ISO code.
const COUNTRY_ALIASES = new Map([
  ["uk", "gb"],
  ["usa", "us"],
  ["uae", "ae"],
]);
const MAX_QUERY_WORDS = 8;
// The route allows 20; the cap keeps the candidate list (scanned linearly per offer) small for any caller.
const MAX_LIMIT = 50;

// Without a comma, a qualifier this short ("pa" in "sao pa") is more likely the rest of a name than a
// region, so it must be a country code; from three letters on it may also start a country or region name.
const MIN_QUALIFIER_NAME_LENGTH = 3;

export type GazetteerIndex = {
  data: GazetteerData;
  /** foldText(name) per place, ascending (the build sorted the places by it). */
  keys: string[];
  /** foldText(altName) per alternate name, ascending. */
  altKeys: string[];
  countryKeys: { code: string; folded: string }[];
  regionKeys: string[];
};

/** Reads and indexes the gazetteer file; exported so startup cost can be measured on its own. */
export function loadGazetteer(file: string = GAZETTEER_FILE): GazetteerIndex {
  if (!existsSync(file)) {
    // The file is committed; a clone without it usually means an ignore rule caught the data/ folder.
    throw new Error(`${file} is missing: restore it from git or run apps/api/scripts/build-gazetteer.ts`);
  }
  const data = JSON.parse(gunzipSync(readFileSync(file)).toString("utf8")) as GazetteerData;
  if (data.format !== GAZETTEER_FORMAT) {
    throw new Error(`${file} has format ${data.format}, expected ${GAZETTEER_FORMAT}: run scripts/build-gazetteer.ts`);
  }
  return {
    data,
    keys: data.name.map((name, place) => data.key[place] || name.toLowerCase()),
    altKeys: data.altName.map((name, entry) => data.altKey[entry] || name.toLowerCase()),
    countryKeys: data.countries.map(([code, name]) => ({ code: code.toLowerCase(), folded: foldText(name) })),
    regionKeys: data.regions.map(foldText),
  };
}

/** First position whose key is ≥ `value`. */
function lowerBound(keys: string[], value: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

type Candidate = { place: number; score: number };

/** Keeps the best `limit` candidates, one per place, best first, without sorting whole prefix ranges. */
class TopPlaces {
  readonly #limit: number;
  readonly items: Candidate[] = [];

  constructor(limit: number) {
    this.#limit = limit;
  }

  offer(place: number, score: number) {
    const items = this.items;
    const existing = items.findIndex((item) => item.place === place);
    if (existing !== -1) {
      if (items[existing]!.score >= score) return;
      items.splice(existing, 1);
    } else if (items.length === this.#limit && !better(score, place, items[items.length - 1]!)) {
      return;
    }
    let at = items.length;
    while (at > 0 && better(score, place, items[at - 1]!)) at--;
    items.splice(at, 0, { place, score });
    if (items.length > this.#limit) items.pop();
  }
}

// Ties go to the alphabetically earlier place (lower number), so results never depend on scan order.
function better(score: number, place: number, than: Candidate): boolean {
  return score > than.score || (score === than.score && place < than.place);
}

/** Offline default: GeoNames cities ≥ 1000 inhabitants, matched on folded name prefixes in memory. */
export function createGazetteerGeocoder(options: { file?: string } = {}): Geocoder {
  let index: GazetteerIndex | undefined;
  // Loaded on first use rather than at import (about 0.2 s), so processes that never suggest pay nothing.
  return {
    attribution: GAZETTEER_ATTRIBUTION,
    async suggest(query: string, limit: number) {
      index ??= loadGazetteer(options.file);
      return suggestPlaces(index, query, limit);
    },
    async around(box: MapBox, limit: number) {
      index ??= loadGazetteer(options.file);
      return placesAround(index.data, box, limit);
    },
  };
}

export function suggestPlaces(index: GazetteerIndex, query: string, limit: number): Place[] {
  const words = foldText(query).split(" ").filter(Boolean).slice(0, MAX_QUERY_WORDS);
  if (words.length === 0 || limit < 1) return [];
  const wanted = Math.min(limit, MAX_LIMIT);
  // Twice the limit, because distinct places can share a label (two Genevas in Ohio) and only the larger
  // one of those is worth showing.
  const top = new TopPlaces(wanted * 2);
  collect(index, top, words.join(" "), null);
  // "zurich ch", "springfield illinois": leading words name the place, the rest its country or region.
  // Every split is tried because place names have spaces too ("new york").
  for (let split = 1; split < words.length; split++) {
    const qualifier = words.slice(split).join(" ");
    const codeOnly = qualifier.length < MIN_QUALIFIER_NAME_LENGTH;
    if (codeOnly && qualifier.length !== 2) continue;
    collect(index, top, words.slice(0, split).join(" "), (place) =>
      matchesQualifier(index, place, qualifier, codeOnly),
    );
  }
  // After a comma ("Zürich, S") the user has said a qualifier follows, so even its first letter narrows
  // the list instead of emptying it while they type on.
  const comma = query.indexOf(",");
  if (comma !== -1) {
    const name = foldText(query.slice(0, comma));
    const qualifier = foldText(query.slice(comma + 1));
    if (name && qualifier) collect(index, top, name, (place) => matchesQualifier(index, place, qualifier, false));
  }
  const labels = new Set<string>();
  const places: Place[] = [];
  for (const { place } of top.items) {
    const suggestion = toPlace(index.data, place);
    if (labels.has(suggestion.label)) continue;
    labels.add(suggestion.label);
    places.push(suggestion);
    if (places.length === wanted) break;
  }
  return places;
}

function collect(index: GazetteerIndex, top: TopPlaces, prefix: string, accept: ((place: number) => boolean) | null) {
  const { data, keys, altKeys } = index;
  for (let place = lowerBound(keys, prefix); place < keys.length; place++) {
    const key = keys[place]!;
    if (!key.startsWith(prefix)) break;
    if (accept && !accept(place)) continue;
    top.offer(place, (data.population[place]! + 1) * (key === prefix ? EXACT_MATCH_BOOST : 1));
  }
  const prefixesCount = prefix.length >= ALTERNATE_PREFIX_MIN_LENGTH;
  for (let entry = lowerBound(altKeys, prefix); entry < altKeys.length; entry++) {
    const key = altKeys[entry]!;
    if (!key.startsWith(prefix)) break;
    const exact = key === prefix;
    if (!exact && !prefixesCount) continue;
    const place = data.altPlace[entry]!;
    if (accept && !accept(place)) continue;
    top.offer(place, (data.population[place]! + 1) * (exact ? EXACT_MATCH_BOOST : ALTERNATE_PREFIX_FACTOR));
  }
}

function matchesQualifier(index: GazetteerIndex, place: number, qualifier: string, codeOnly: boolean): boolean {
  const country = index.countryKeys[index.data.country[place]!]!;
  if (country.code === qualifier || COUNTRY_ALIASES.get(qualifier) === country.code) return true;
  if (codeOnly) return false;
  if (country.folded.startsWith(qualifier)) return true;
  const region = index.regionKeys[index.data.region[place]!]!;
  return region !== "" && region.startsWith(qualifier);
}

function toPlace(data: GazetteerData, place: number): Place {
  const [countryCode, country] = data.countries[data.country[place]!]!;
  const city = data.name[place]!;
  const region = data.regions[data.region[place]!]!;
  return {
    id: `geonames:${data.id[place]!}`,
    label: placeLabel(city, region, country),
    city,
    region,
    country,
    countryCode,
    lat: data.lat[place]! / COORDINATE_SCALE,
    lon: data.lon[place]! / COORDINATE_SCALE,
  };
}
