import { runDeferredAcceptance } from "../src/rounds/deferred-acceptance.ts";
import { randomRound, seededRandom } from "../src/rounds/test/random-round.ts";

/**
 * How long a large placement round takes: 10,000 students each ranking 10 of 1,000 jobs at random, each job
 * ranking every student who ranked it (in random order) and offering 1 to 20 places, from a fixed seed.
 * The first run is timed alone (the API runs a round once, before the engine's code is hot), then RUNS more
 * give the median and the range. Target: under 1,000 ms.
 *
 *   node packages/matching/scripts/bench-rounds.ts          (Node 24; `BENCH_ONLY=rounds npm run bench`)
 *   node packages/matching/scripts/bench-rounds.ts --json   (one line of JSON, for scripts/bench.mjs)
 */

const STUDENTS = 10_000;
const JOBS = 1_000;
const CHOICES = 10;
const RUNS = 7;
const TARGET_MS = 1_000;
const SEED = 20_260_201;

const built = performance.now();
const input = randomRound(seededRandom(SEED), {
  students: STUDENTS,
  jobs: JOBS,
  choices: CHOICES,
  capacity: { min: 1, max: 20 },
});
const buildMs = performance.now() - built;

function timed() {
  const started = performance.now();
  const result = runDeferredAcceptance(input);
  return { ms: performance.now() - started, result };
}

const first = timed();
const times = Array.from({ length: RUNS }, () => timed().ms).sort((a, b) => a - b);
const { result } = first;
const summary = {
  students: STUDENTS,
  jobs: JOBS,
  choices: CHOICES,
  places: result.jobs.reduce((sum, job) => sum + job.capacity, 0),
  assigned: result.assignments.length,
  buildMs: Number(buildMs.toFixed(1)),
  firstMs: Number(first.ms.toFixed(1)),
  runs: RUNS,
  medianMs: Number(times[Math.floor(RUNS / 2)]!.toFixed(1)),
  minMs: Number(times[0]!.toFixed(1)),
  maxMs: Number(times[RUNS - 1]!.toFixed(1)),
  targetMs: TARGET_MS,
};
const underTarget = summary.medianMs < TARGET_MS && summary.firstMs < TARGET_MS;

if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ ...summary, underTarget }));
} else {
  console.log(
    `Placement round: ${STUDENTS.toLocaleString("en")} students × ${JOBS.toLocaleString("en")} jobs, ` +
      `${CHOICES} choices each, ${summary.places.toLocaleString("en")} places (Node ${process.version})`,
  );
  console.log(`  instance built in ${summary.buildMs} ms; ${summary.assigned.toLocaleString("en")} students placed`);
  console.log(`  first run ${summary.firstMs} ms`);
  console.log(`  then ${RUNS} runs: median ${summary.medianMs} ms (min ${summary.minMs}, max ${summary.maxMs})`);
  console.log(`  under ${TARGET_MS.toLocaleString("en")} ms (first run and median): ${underTarget ? "yes" : "NO"}`);
}
