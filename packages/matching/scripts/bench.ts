import { EVAL_CVS } from "../eval/cvs.ts";
import { EVAL_JOBS, EVAL_TODAY } from "../eval/jobs.ts";
import { explainPrepared } from "../src/explain.ts";
import { prepareCv, prepareJob } from "../src/prepare.ts";
import { rankJobsForCv } from "../src/rank.ts";
import { scorePrepared } from "../src/score.ts";

/**
 * How long scoring takes: 10,000 (CV, job) pairs, each timed 15 times after a warm-up; the minimum and the
 * median are printed (on a busy machine the minimum is the steadier figure).
 *
 *   npx tsx packages/matching/scripts/bench.ts
 */

const PAIRS = 10_000;
const RUNS = 15;

// 10,000 distinct jobs: the evaluation's jobs, each copied with its place and start moved a little.
const jobs = Array.from({ length: PAIRS }, (_, index) => {
  const base = EVAL_JOBS[index % EVAL_JOBS.length]!;
  const shift = Math.floor(index / EVAL_JOBS.length);
  const location = base.location && { ...base.location, lat: base.location.lat + (shift % 7) * 0.05 };
  const day = String(1 + (shift % 28)).padStart(2, "0");
  const startDate = base.startDate && `${base.startDate.slice(0, 8)}${day}`;
  return { ...base, id: `${base.id}-${index}`, location, startDate };
});
const context = (cv: (typeof EVAL_CVS)[number]) => ({ today: EVAL_TODAY, student: cv.student ?? null });

type Timing = { min: number; median: number };

function time(run: () => void): Timing {
  run(); // warm-up
  run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { min: times[0]!, median: times[Math.floor(RUNS / 2)]! };
}

const preparedJobs = jobs.map(prepareJob);
const cv = EVAL_CVS[0]!;
let sink = 0;

const fastPrepared = time(() => {
  const preparedCv = prepareCv(cv, context(cv));
  for (const job of preparedJobs) sink += scorePrepared(preparedCv, job).score;
});
const fastAcrossCvs = time(() => {
  // 10,000 pairs spread over every CV: each CV against its share of the jobs.
  const share = Math.ceil(PAIRS / EVAL_CVS.length);
  EVAL_CVS.forEach((each, row) => {
    const preparedCv = prepareCv(each, context(each));
    for (const job of preparedJobs.slice(row * share, (row + 1) * share)) sink += scorePrepared(preparedCv, job).score;
  });
});
const withPreparation = time(() => {
  const preparedCv = prepareCv(cv, context(cv));
  for (const job of jobs) sink += scorePrepared(preparedCv, prepareJob(job)).score;
});
const uniqueTitles = jobs.map((job, index) => ({ ...job, title: `${job.title} ${index}` }));
const withUniqueTitles = time(() => {
  const preparedCv = prepareCv(cv, context(cv));
  for (const job of uniqueTitles) sink += scorePrepared(preparedCv, prepareJob(job)).score;
});
const ranking = time(() => {
  sink += rankJobsForCv(cv, jobs, context(cv), { limit: 20 }).length;
});
const explained = time(() => {
  const preparedCv = prepareCv(cv, context(cv));
  for (const job of preparedJobs) sink += explainPrepared(preparedCv, job).score;
});

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const line = (what: string, timing: Timing) => console.log(`${what.padEnd(62)} ${ms(timing.min)} ${ms(timing.median)}`);
console.log(
  `${PAIRS.toLocaleString("en")} pairs, ${RUNS} runs (Node ${process.version})${" ".repeat(10)}min      median`,
);
line("fast path, jobs prepared (one CV × 10,000 jobs)", fastPrepared);
line("fast path, jobs prepared (every CV × its share of the jobs)", fastAcrossCvs);
line("fast path, preparing each job too", withPreparation);
line("fast path, preparing each job, every title unique", withUniqueTitles);
line("rankJobsForCv (prepare, score, sort, keep 20)", ranking);
line("explained path (parts, details, missing items), jobs prepared", explained);
if (sink === -1) console.log(sink); // keeps the work observable
