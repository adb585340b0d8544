import { describe, expect, it } from "vitest";
import type { JobListItem } from "@stint/shared/jobs";
import { editDistance } from "../edit-distance.ts";
import { type IndexedJob, type IndexFilters, JobSearchIndex } from "./job-search-index.ts";

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const job = (n: number, overrides: Partial<IndexedJob> = {}): IndexedJob => ({
  id: idOf(n),
  // The index hands back the card it was given; only its id matters here.
  card: { id: idOf(n) } as JobListItem,
  publishedMicros: Math.floor(n / 2) * 1000,
  type: n % 2 === 0 ? "internship" : "full-time",
  workMode: "hybrid",
  companyId: "c",
  lat: null,
  lon: null,
  payMinYearly: null,
  payCurrency: null,
  startDate: null,
  skillIds: [],
  lexemes: n % 3 === 0 ? ["three", "all"] : ["all"],
  titleWords: ["intern", `word${n % 50}`],
  ...overrides,
});

/** Ids newest first as the database orders them: published time, then id, both descending. */
const newest = (jobs: IndexedJob[]) =>
  [...jobs].sort((a, b) => b.publishedMicros - a.publishedMicros || (a.id < b.id ? 1 : -1)).map((each) => each.id);

const ANY: IndexFilters = { type: undefined, workMode: undefined, radiusKm: 50 };

const ids = (cards: JobListItem[]) => cards.map((card) => card.id);

describe("JobSearchIndex", () => {
  it("keeps its order and postings through puts, removals and the rebuild they trigger", () => {
    const index = new JobSearchIndex();
    const live = new Map<string, IndexedJob>();
    const initial = Array.from({ length: 3_000 }, (_, n) => job(n));
    index.putAll(initial);
    for (const each of initial) live.set(each.id, each);
    // Remove two thirds (past the rebuild threshold), then change and add some one at a time.
    for (let n = 0; n < 3_000; n++) {
      if (n % 3 === 0) continue;
      index.remove(job(n).id);
      live.delete(job(n).id);
    }
    for (const n of [3, 300, 3_001, 3_002, 2_999]) {
      const changed = job(n, { publishedMicros: n * 7_000, lexemes: ["all", "changed"] });
      index.put(changed);
      live.set(changed.id, changed);
    }
    const everyone = [...live.values()];
    expect(index.size).toBe(everyone.length);
    const all = index.matches({ kind: "lexeme", lexeme: "all" }, ANY);
    expect(all.count).toBe(everyone.length);
    expect(ids(index.newestFirst(all, 0, 10_000))).toEqual(newest(everyone));
    expect(ids(index.newestFirst(all, 5, 3))).toEqual(newest(everyone).slice(5, 8));
    const changed = index.matches({ kind: "lexeme", lexeme: "changed" }, ANY);
    expect(ids(index.newestFirst(changed, 0, 10))).toEqual(
      newest(everyone.filter((each) => each.lexemes.includes("changed"))),
    );
    const notThree = index.matches(
      { kind: "not", of: { kind: "lexeme", lexeme: "three" } },
      { ...ANY, type: ["internship"] },
    );
    expect(ids(index.newestFirst(notThree, 0, 10_000))).toEqual(
      newest(everyone.filter((each) => !each.lexemes.includes("three") && each.type === "internship")),
    );
  });

  it("offers the title words of live jobs as spellings, closest and most used first", () => {
    const index = new JobSearchIndex();
    index.putAll([
      job(1, { titleWords: ["developer", "nordlicht"] }),
      job(2, { titleWords: ["developers"] }),
      job(3, { titleWords: ["developer"] }),
    ]);
    expect(index.wordsLike("developr", 2, editDistance)).toEqual(["developer", "developers"]);
    index.remove(job(1).id);
    index.remove(job(3).id);
    expect(index.wordsLike("developr", 2, editDistance)).toEqual(["developers"]);
    expect(index.wordsLike("nordlict", 1, editDistance)).toEqual([]);
  });
});
