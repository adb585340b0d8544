import { evaluate, type Direction } from "../eval/evaluation.ts";

/**
 * nDCG@10 of the engine on the evaluation set (eval/), both directions: the jobs ranked for each CV and the
 * CVs ranked for each job, excluded pairs last. `--min 0.9` fails (exit 1) when either mean is below 0.9;
 * `--verbose` prints each ranking's top 10 with the grades.
 *
 *   npm run eval:matching -- --min 0.9
 */

const args = process.argv.slice(2);
const minAt = args.indexOf("--min");
const min = minAt >= 0 ? Number(args[minAt + 1]) : null;
if (min !== null && !(min >= 0 && min <= 1)) {
  console.error("--min takes a number from 0 to 1");
  process.exit(2);
}
const verbose = args.includes("--verbose");

const result = evaluate();

function report(title: string, direction: Direction) {
  console.log(`\n${title}: nDCG@${result.k} mean ${direction.mean.toFixed(4)} over ${direction.items.length}`);
  if (direction.skipped.length > 0) {
    console.log(`  left out (nothing graded above 0): ${direction.skipped.join(", ")}`);
  }
  const worst = [...direction.items].sort((a, b) => a.ndcg - b.ndcg);
  for (const item of verbose ? worst : worst.filter((entry) => entry.ndcg < 1)) {
    console.log(`  ${item.id.padEnd(10)} ${item.ndcg.toFixed(3)}`);
    if (verbose || item.ndcg < 0.9) {
      for (const pair of item.ranked.slice(0, result.k)) {
        const { score, jobFit, studentFit, excluded } = pair.result;
        const flag = excluded ? ` excluded: ${excluded.join(", ")}` : "";
        console.log(`      ${pair.id.padEnd(10)} grade ${pair.grade}  score ${score} (${jobFit}/${studentFit})${flag}`);
      }
    }
  }
}

report("Jobs for each CV", result.jobsForCv);
report("Candidates for each job", result.cvsForJob);
console.log(
  `\nnDCG@${result.k}: jobs for a CV ${result.jobsForCv.mean.toFixed(4)}, candidates for a job ${result.cvsForJob.mean.toFixed(4)}`,
);

console.log(
  `Ranked by score alone, exclusions ignored (a diagnostic, not the measure): ` +
    `${result.scoresOnly.jobsForCv.mean.toFixed(4)} and ${result.scoresOnly.cvsForJob.mean.toFixed(4)}`,
);

if (min !== null && (result.jobsForCv.mean < min || result.cvsForJob.mean < min)) {
  console.error(`Below the minimum of ${min}.`);
  process.exit(1);
}
