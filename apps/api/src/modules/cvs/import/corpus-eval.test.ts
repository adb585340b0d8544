import { describe, expect, it } from "vitest";
import { evaluateCorpus } from "./corpus-eval.ts";

// The reader on its quality set (corpus/, made by apps/api/scripts/cv-import-corpus): a change that reads
// fewer skills, entries or dates right than the targets of issue 36 fails here. `npm run eval:cv-import`
// prints the figures and, with --misses, what was missed.
describe("the CV reader on its quality set", () => {
  it("finds skills (recall ≥ 0.85, precision ≥ 0.90), entries (≥ 0.85), dates, languages and contact", async () => {
    const scores = await evaluateCorpus();
    expect(scores.cvs).toBeGreaterThanOrEqual(30);
    expect(scores.skillsRecall).toBeGreaterThanOrEqual(0.85);
    expect(scores.skillsPrecision).toBeGreaterThanOrEqual(0.9);
    expect(scores.entriesFound).toBeGreaterThanOrEqual(0.85);
    expect(scores.educationFound).toBeGreaterThanOrEqual(0.85);
    expect(scores.experienceFound).toBeGreaterThanOrEqual(0.85);
    expect(scores.datesRight).toBeGreaterThanOrEqual(0.9);
    expect(scores.languagesFound).toBeGreaterThanOrEqual(0.85);
    expect(scores.contactRight).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});
