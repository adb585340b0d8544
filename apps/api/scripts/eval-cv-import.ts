// `npm run eval:cv-import`: reads every CV of the quality set (apps/api/src/modules/cvs/import/corpus) and prints
// how much of each field the reader got right. `--misses` lists what it got wrong, CV by CV.
import { evaluateCorpus } from "../src/modules/cvs/import/corpus-eval.ts";

const started = performance.now();
const { misses, cvs, ...scores } = await evaluateCorpus();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${cvs} CVs read in ${seconds} s`);
for (const [field, value] of Object.entries(scores)) console.log(`${field.padEnd(22)} ${value.toFixed(3)}`);
if (process.argv.includes("--misses")) for (const line of misses) console.log(line);
else console.log(`${misses.length} misses (--misses lists them)`);
