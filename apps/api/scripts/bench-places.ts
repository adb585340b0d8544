/**
 * Latency of the offline place suggestions, as the address field drives them: every prefix a person types
 * on the way to a city name, for cities drawn by population (people mostly live in, and type, big ones),
 * some with a country after a comma, some in lower case without accents.
 * Run: `npm exec -w @stint/api -- node scripts/bench-places.ts [queries]` (default 5000).
 */
import { loadGazetteer, suggestPlaces } from "../src/modules/places/gazetteer-geocoder.ts";

const LIMIT = 8;
const queryCount = Number(process.argv[2] ?? 5000);

// A fixed-seed generator (mulberry32) so two runs measure the same queries.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const loadStarted = performance.now();
const index = loadGazetteer();
const loadMs = performance.now() - loadStarted;

const { data } = index;
const byPopulation = data.population.map((_, place) => place).sort((a, b) => data.population[b]! - data.population[a]!);
const next = random(42);
const queries: string[] = [];
while (queries.length < queryCount) {
  // Squaring skews the draw towards the head of the list without ignoring small towns.
  const place = byPopulation[Math.floor(next() ** 2 * byPopulation.length)]!;
  let typed = data.name[place]!;
  const style = next();
  if (style < 0.3) typed = typed.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  else if (style < 0.4) typed = `${typed}, ${data.countries[data.country[place]!]![1]}`;
  for (let length = 1; length <= typed.length && queries.length < queryCount; length++) {
    queries.push(typed.slice(0, length));
  }
}

// Warm-up, as a running server would be after its first requests.
for (const query of queries.slice(0, 500)) suggestPlaces(index, query, LIMIT);

const timings: number[] = [];
let results = 0;
for (const query of queries) {
  const started = performance.now();
  results += suggestPlaces(index, query, LIMIT).length;
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
const at = (fraction: number) => timings[Math.min(timings.length - 1, Math.floor(fraction * timings.length))]!;
const oneLetter = queries.filter((query) => query.length === 1).length;

console.log(
  JSON.stringify({
    places: data.id.length,
    loadMs: Number(loadMs.toFixed(1)),
    queries: queries.length,
    oneLetterQueries: oneLetter,
    limit: LIMIT,
    medianMs: Number(at(0.5).toFixed(3)),
    p99Ms: Number(at(0.99).toFixed(3)),
    p999Ms: Number(at(0.999).toFixed(3)),
    maxMs: Number(timings[timings.length - 1]!.toFixed(3)),
    over5Ms: timings.filter((ms) => ms > 5).length,
    meanResults: Number((results / queries.length).toFixed(2)),
  }),
);
