// The distinct job searches of scripts/bench-jobs.mjs: what students type (a skill of the vocabulary, a word
// or two of a job title) with the list screen's filters (type, work mode, a place and radius, a sort, a later
// page), drawn by a seeded generator so that every run asks the same list, and never the same search twice.
import { FAMILIES } from "../../apps/api/src/demo/job-families.ts";
import { SKILL_ROWS } from "../../packages/shared/src/skills/skills-data.ts";
import { seededRandom } from "./bench-kit.mjs";

// Cities the generated jobs are placed in (a subset of generate-jobs.ts's list), with their coordinates.
const PLACES = [
  [52.52, 13.405], // Berlin
  [48.137, 11.575], // Munich
  [53.551, 9.993], // Hamburg
  [50.11, 8.682], // Frankfurt
  [47.377, 8.54], // Zürich
  [46.204, 6.143], // Geneva
  [48.208, 16.373], // Vienna
  [48.857, 2.352], // Paris
  [52.37, 4.895], // Amsterdam
  [40.417, -3.704], // Madrid
  [41.385, 2.173], // Barcelona
  [45.464, 9.19], // Milan
  [59.329, 18.069], // Stockholm
  [55.676, 12.568], // Copenhagen
  [38.722, -9.139], // Lisbon
  [52.23, 21.012], // Warsaw
  [50.075, 14.437], // Prague
  [53.35, -6.26], // Dublin
  [50.85, 4.352], // Brussels
  [45.764, 4.835], // Lyon
];
const RADII_KM = [10, 25, 50, 100];
const TYPES = ["internship", "full-time", "part-time", "working-student"];
const WORK_MODES = ["on-site", "hybrid", "remote"];
const TITLE_STOP_WORDS = new Set(["and", "the", "for", "of"]);

/** The words a search box sees: every skill label, every title word, whole titles, and a title word with a skill. */
export function searchTerms() {
  const skills = Object.values(SKILL_ROWS)
    .flat()
    .map(([, label]) => label.toLowerCase());
  const titles = FAMILIES.flatMap((family) => family.roles.map((role) => role.title.toLowerCase()));
  const titleWords = titles
    .flatMap((title) => title.match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => word.length >= 3 && !TITLE_STOP_WORDS.has(word));
  const pairs = titleWords.flatMap((word, i) => [`${word} ${skills[(i * 7) % skills.length]}`]);
  return [...new Set([...skills, ...titleWords, ...titles, ...pairs])];
}

/**
 * `count` distinct search paths (`/api/jobs?…`), the same list for the same seed. No two ask the same search:
 * the key is the normalised parameters (the term lowercased and trimmed, as the server's read cache would see
 * them), so every request is a miss of the read cache (decision 006), whatever was asked before in the run.
 */
export function distinctSearches(count, seed = 13) {
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const terms = searchTerms();
  const seen = new Set();
  const paths = [];
  for (let attempt = 0; paths.length < count; attempt++) {
    if (attempt > count * 50) throw new Error(`only ${paths.length} distinct searches found, ${count} asked`);
    const params = new URLSearchParams();
    if (random() < 0.9) params.set("q", pick(terms));
    if (random() < 0.3) params.set("type", pick(TYPES));
    if (random() < 0.25) params.set("workMode", pick(WORK_MODES));
    const near = random() < (params.has("q") ? 0.25 : 0.8);
    if (near) {
      params.set("near", pick(PLACES).join(","));
      params.set("radiusKm", String(pick(RADII_KM)));
    }
    const sortDraw = random();
    if (near && sortDraw < 0.3) params.set("sort", "distance");
    else if (params.has("q") && sortDraw > 0.85) params.set("sort", "newest");
    const pageDraw = random();
    if (pageDraw > 0.92) params.set("page", "3");
    else if (pageDraw > 0.8) params.set("page", "2");
    const key = params.toString();
    if (seen.has(key)) continue;
    seen.add(key);
    paths.push(`/api/jobs?${key}`);
  }
  return paths;
}
