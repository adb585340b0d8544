import { filterApplies, type JobFilterName } from "@stint/shared/job-search-filters";
import { type JobListItem } from "@stint/shared/jobs";
import { haversineKm } from "@stint/shared/geo";
import {
  type BitSet,
  clearBit,
  countBits,
  forEachBit,
  grown,
  hasBit,
  setBit,
  wordsFor,
} from "../../../../lib/bit-set.ts";
import {
  type ColumnArrays,
  type FilterQuery,
  type KeptColumns,
  keptColumns,
  type KeptValues,
  serverJobFilters,
} from "../search-filters.ts";
import { SlotList } from "./slot-list.ts";
import type { TextQuery } from "./text-query.ts";

/**
 * A published job as the search index holds it: the columns its filters test (search-filters.ts) and the
 * lexemes of its text vector.
 */
export type IndexedJob = KeptValues & {
  id: string;
  /** published_at in microseconds (the column's precision: jobs published in one millisecond still have an order). */
  publishedMicros: number;
  /** The distinct lexemes of the job's search vector, as PostgreSQL stemmed them. */
  lexemes: readonly string[];
  /** The words of its title and company name, lowercased, for typo correction's candidates. */
  titleWords: readonly string[];
  /** Its result card without a distance, as a page of results shows it. */
  card: JobListItem;
};

export type IndexFilters = FilterQuery;

const columnNames = Object.keys(keptColumns) as (keyof KeptColumns)[];
/** The columns kept with a bit set per value. */
const bitColumns = columnNames.filter((name) => keptColumns[name].bits);
/** The filters of the public search, the only one the index answers. */
const publicFilters = (Object.keys(serverJobFilters) as JobFilterName[]).filter((name) => filterApplies(name, false));
const noColumns = () =>
  Object.fromEntries(columnNames.map((name) => [name, []])) as unknown as ColumnArrays<KeptColumns>;

/** The matches of one search: a set of slots and how many. */
export type Matches = { bits: BitSet; count: number };

/** Rebuild the slots once this many are dead and they are at least a third of all. */
const COMPACT_AFTER_DEAD = 1_000;

/**
 * Every published job's search lexemes and filter values, for the public job search (decision 018). A query
 * finds its matches here — postings combined as bit sets, filters tested on flat per-slot values — so the
 * database reads only the rows a page shows (and, for relevance, ranks the newest 200 matches). It answers
 * exactly what the statement over `jobs` answers: the lexemes are the rows' own `search_vector`, the query's
 * are PostgreSQL's parse of the words, and each filter repeats its SQL condition (tested side by side).
 *
 * A changed job gets a new slot and its old one is marked dead; dead slots are dropped by rebuilding the
 * slots when they pile up.
 */
export class JobSearchIndex {
  // A column per value rather than an object per job: a filter over 100,000 matches reads one packed array
  // (an object per slot measured 3x slower on the bench's distance and newest searches).
  private ids: string[] = [];
  private published: number[] = [];
  /** The filters' columns (search-filters.ts), each an array by slot. */
  private columns = noColumns();
  private titleWords: (readonly string[])[] = [];
  private cards: JobListItem[] = [];
  /** Title and company words of live jobs, each with the number of jobs using it. */
  private vocabulary = new Map<string, number>();
  private live: BitSet = new Uint32Array(0);
  /** The slots of each value of a column kept with bits (`type:internship`): a filter on them is a few word operations. */
  private valueBits = new Map<string, BitSet>();
  private postings = new Map<string, SlotList>();
  /** Live slots by job id. */
  private slotOf = new Map<string, number>();
  /** Slots newest first (dead ones are skipped where read). */
  private order: number[] = [];
  private dead = 0;

  get size(): number {
    return this.slotOf.size;
  }

  /** Adds many jobs at once (a full load): one sort of the order instead of one insertion each. */
  putAll(jobs: readonly IndexedJob[]): void {
    for (const job of jobs) this.append(job);
    for (const list of this.postings.values()) list.trim();
    this.order = this.liveSlots().sort(this.newerFirst);
  }

  /** Adds or replaces one job. */
  put(job: IndexedJob): void {
    this.remove(job.id);
    const slot = this.append(job);
    let low = 0;
    let high = this.order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.newerFirst(this.order[middle]!, slot) < 0) low = middle + 1;
      else high = middle;
    }
    this.order.splice(low, 0, slot);
  }

  /** Drops a job (unpublished, deleted, or about to be put again). */
  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    clearBit(this.live, slot);
    for (const word of this.titleWords[slot]!) {
      const uses = this.vocabulary.get(word)! - 1;
      if (uses === 0) this.vocabulary.delete(word);
      else this.vocabulary.set(word, uses);
    }
    this.dead++;
    if (this.dead >= COMPACT_AFTER_DEAD && this.dead * 3 >= this.ids.length) this.compact();
  }

  /**
   * The live jobs that the text (null: any) and the filters match. A query without lexemes (`none`) is
   * the caller's to answer: it matches nothing.
   */
  matches(text: TextQuery | null, filters: IndexFilters): Matches {
    const bits = text === null ? this.live.slice() : this.textBits(text);
    if (text !== null) for (let i = 0; i < bits.length; i++) bits[i]! &= this.live[i]!;
    // Each filter's test is the same condition as its SQL (search-filters.ts): bit sets first, then per slot.
    const tests: ((slot: number) => boolean)[] = [];
    for (const name of publicFilters) {
      const test = serverJobFilters[name].index(filters, this.columns);
      if (test === null) continue;
      if (typeof test === "function") tests.push(test);
      else
        this.keepAnyOf(
          bits,
          test.anyOf.map((value) => `${test.column}:${value}`),
        );
    }
    if (tests.length === 0) return { bits, count: countBits(bits) };
    let count = 0;
    forEachBit(bits, (slot) => {
      if (tests.every((test) => test(slot))) count++;
      else clearBit(bits, slot);
    });
    return { bits, count };
  }

  /** Whether any live job matches the text. */
  occurs(text: TextQuery): boolean {
    const bits = this.textBits(text);
    for (let i = 0; i < bits.length; i++) if ((bits[i]! & this.live[i]!) !== 0) return true;
    return false;
  }

  /**
   * Title and company words of published jobs within `maxDistance` edits of `word` (itself left out),
   * closest first, then the most used: typo correction's candidates.
   */
  wordsLike(word: string, maxDistance: number, distance: (a: string, b: string) => number): string[] {
    const found: { word: string; distance: number; uses: number }[] = [];
    for (const [candidate, uses] of this.vocabulary) {
      if (candidate === word || Math.abs(candidate.length - word.length) > maxDistance) continue;
      const edits = distance(word, candidate);
      if (edits <= maxDistance) found.push({ word: candidate, distance: edits, uses });
    }
    found.sort((a, b) => a.distance - b.distance || b.uses - a.uses || (a.word < b.word ? -1 : 1));
    return found.map((each) => each.word);
  }

  /** The ids of the matches, kept apart from the slots (which a later change may renumber). */
  idsOf(matches: Matches): Set<string> {
    const ids = new Set<string>();
    forEachBit(matches.bits, (slot) => {
      ids.add(this.ids[slot]!);
    });
    return ids;
  }

  /** The card of a live job. */
  cardOf(id: string): JobListItem | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.cards[slot];
  }

  /** The cards of every live job. */
  allCards(): JobListItem[] {
    return [...this.slotOf.values()].map((slot) => this.cards[slot]!);
  }

  /** Cards of matches `from` to `from + count` newest first (published_at, then id, descending). */
  newestFirst(matches: Matches, from: number, count: number): JobListItem[] {
    const cards: JobListItem[] = [];
    let seen = 0;
    for (const slot of this.order) {
      if (!hasBit(matches.bits, slot)) continue;
      if (seen++ < from) continue;
      cards.push(this.cards[slot]!);
      if (cards.length === count) break;
    }
    return cards;
  }

  /** Cards of matches `from` to `from + count` nearest first (then by id), all of them having a place. */
  nearestFirst(matches: Matches, near: { lat: number; lon: number }, from: number, count: number): JobListItem[] {
    const found: { slot: number; id: string; km: number }[] = [];
    const { lat: lats, lon: lons } = this.columns;
    forEachBit(matches.bits, (slot) => {
      const km = haversineKm(near, { lat: lats[slot]!, lon: lons[slot]! });
      found.push({ slot, id: this.ids[slot]!, km });
    });
    found.sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return found.slice(from, from + count).map((each) => this.cards[each.slot]!);
  }

  private append(job: IndexedJob): number {
    const slot = this.ids.length;
    this.ids.push(job.id);
    this.published.push(job.publishedMicros);
    for (const name of columnNames) {
      const keep = keptColumns[name].keep as (raw: unknown) => unknown;
      (this.columns[name] as unknown[]).push(keep(job[name]));
    }
    this.cards.push(job.card);
    const titleWords = [...new Set(job.titleWords)];
    this.titleWords.push(titleWords);
    for (const word of titleWords) this.vocabulary.set(word, (this.vocabulary.get(word) ?? 0) + 1);
    this.live = grown(this.live, slot + 1);
    setBit(this.live, slot);
    this.markValues(slot);
    this.slotOf.set(job.id, slot);
    for (const lexeme of job.lexemes) {
      let list = this.postings.get(lexeme);
      if (!list) this.postings.set(lexeme, (list = new SlotList()));
      list.push(slot);
    }
    return slot;
  }

  private markValues(slot: number): void {
    for (const key of bitColumns.map((name) => `${name}:${String(this.columns[name][slot])}`)) {
      const bits = grown(this.valueBits.get(key) ?? new Uint32Array(0), slot + 1);
      setBit(bits, slot);
      this.valueBits.set(key, bits);
    }
  }

  /** Keeps in `bits` only the slots with one of the values. */
  private keepAnyOf(bits: BitSet, keys: readonly string[]): void {
    const sets = keys.map((key) => this.valueBits.get(key) ?? new Uint32Array(0));
    for (let i = 0; i < bits.length; i++) {
      let any = 0;
      for (const set of sets) any |= set[i] ?? 0;
      bits[i]! &= any;
    }
  }

  /** Newest first: published_at descending, then id descending, as the `jobs_published_at_idx` walk. */
  private readonly newerFirst = (a: number, b: number): number => {
    const byTime = this.published[b]! - this.published[a]!;
    if (byTime !== 0) return byTime;
    const idA = this.ids[a]!;
    const idB = this.ids[b]!;
    return idA < idB ? 1 : idA > idB ? -1 : 0;
  };

  private liveSlots(): number[] {
    const slots: number[] = [];
    forEachBit(this.live, (slot) => slots.push(slot));
    return slots;
  }

  private textBits(text: TextQuery): BitSet {
    const words = wordsFor(this.ids.length);
    switch (text.kind) {
      case "lexeme": {
        const bits = new Uint32Array(words);
        const list = this.postings.get(text.lexeme);
        if (list) for (let i = 0; i < list.length; i++) setBit(bits, list.at(i));
        return bits;
      }
      case "not": {
        const bits = this.textBits(text.of);
        for (let i = 0; i < bits.length; i++) bits[i] = ~bits[i]!;
        return bits;
      }
      case "and":
      case "or": {
        const [first, ...rest] = text.of.map((each) => this.textBits(each));
        const bits = first!;
        for (const other of rest) {
          if (text.kind === "and") for (let i = 0; i < words; i++) bits[i]! &= other[i]!;
          else for (let i = 0; i < words; i++) bits[i]! |= other[i]!;
        }
        return bits;
      }
    }
  }

  /** Rebuilds the slots from the live ones, in the same relative order. */
  private compact(): void {
    const renumbered = new Int32Array(this.ids.length).fill(-1);
    const keep = this.liveSlots();
    keep.forEach((slot, index) => {
      renumbered[slot] = index;
    });
    const pick = <T>(column: T[]) => keep.map((slot) => column[slot]!);
    this.ids = pick(this.ids);
    this.published = pick(this.published);
    this.columns = Object.fromEntries(
      columnNames.map((name) => [name, pick(this.columns[name] as unknown[])]),
    ) as unknown as ColumnArrays<KeptColumns>;
    this.titleWords = pick(this.titleWords);
    this.cards = pick(this.cards);
    this.live = new Uint32Array(wordsFor(keep.length));
    this.valueBits = new Map();
    for (let slot = 0; slot < keep.length; slot++) {
      setBit(this.live, slot);
      this.markValues(slot);
    }
    for (const [lexeme, list] of this.postings) {
      const kept = new SlotList(Math.max(list.length, 1));
      for (let i = 0; i < list.length; i++) if (renumbered[list.at(i)]! >= 0) kept.push(renumbered[list.at(i)]!);
      if (kept.length === 0) this.postings.delete(lexeme);
      else this.postings.set(lexeme, kept);
    }
    this.slotOf = new Map(this.ids.map((id, slot) => [id, slot]));
    this.order = this.order.map((slot) => renumbered[slot]!).filter((slot) => slot >= 0);
    this.dead = 0;
  }
}
