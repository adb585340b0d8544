import type { BoundingBox } from "@stint/shared/geo";
import { cellOf, cellsReaching } from "./area-cells.ts";
import { hasBit } from "../../../lib/bit-set.ts";

/**
 * Entries found by weighted terms (skills): an inverted index from term to the slots of the entries that
 * carry it. A query adds up, per entry, the weights of the query's terms it carries, and walks the entries
 * from the highest sum down, the latest put first within one sum, until it has kept enough. Loaders put
 * entries oldest first, so "latest put" means the most recently published or changed.
 *
 * An entry may have an area (where a job is done, where a student would work): a query given areas of its
 * own passes over entries whose area overlaps none of them before it adds anything up. Postings are also
 * kept by coarse cells of the globe (area-cells.ts), so such a query reaches the entries of its region, and
 * those without an area, instead of all. The areas sit in flat arrays beside the slots, so that the exact
 * check, made for every entry a query's terms reach, does not chase the entries' objects across memory.
 *
 * Changing an entry gives it a new slot and leaves the old one dead; the postings are rebuilt once a quarter
 * of the slots are dead. A query runs synchronously from start to end, so the scratch arrays are shared.
 */
export type Indexed<E> = {
  readonly key: string;
  readonly entry: E;
  readonly terms: readonly string[];
  /** Where the entry applies; absent or null: everywhere. */
  readonly area?: BoundingBox | null;
};
/** As loaded from the database: with the time (ms) it was published or last changed, to put it in order. */
export type Loaded<E> = Indexed<E> & { readonly recency: number };

const NO_AREA = [Number.NaN, Number.NaN, Number.NaN, Number.NaN];
/**
 * Areas are kept in single precision, which rounds by up to 8e-6 degrees: each box is widened by 1e-4
 * degrees (about 11 m) so that rounding never shrinks it. A wider box only lets the engine decide one more
 * entry; half the bytes keep a query's area checks, one per entry its terms reach, in the processor's cache.
 */
const WIDEN_DEGREES = 1e-4;
const storedArea = (area: BoundingBox | null | undefined): readonly number[] =>
  area
    ? [
        area.minLat - WIDEN_DEGREES,
        area.maxLat + WIDEN_DEGREES,
        area.minLon - WIDEN_DEGREES,
        area.maxLon + WIDEN_DEGREES,
      ]
    : NO_AREA;

/** A term's entries by where they apply (area-cells.ts): each in exactly one list. */
type Postings = { anywhere: number[]; byCell: Map<number, number[]> };

export class TermIndex<E> {
  private entries: (E | undefined)[] = [];
  private keys: (string | undefined)[] = [];
  private termsOf: (readonly string[] | undefined)[] = [];
  /** Per slot: minLat, maxLat, minLon, maxLon; NaN for an entry without an area. */
  private areas = new Float32Array(4 * 1024);
  private readonly slotOf = new Map<string, number>();
  private postings = new Map<string, Postings>();
  /** How far the filed areas reach from their cells' corners (area-cells.ts). */
  private extent = { lat: 0, lon: 0 };
  private dead = 0;
  /**
   * Per slot, 1 while its entry is live: asked for every posting a query walks, and a byte per slot stays in
   * the processor's cache where the entries' array of pointers does not.
   */
  private live = new Uint8Array(1024);
  private sums = new Int32Array(1024);
  /**
   * Per query, a bit per slot: `reached`, the query's terms reached the entry (inside its areas or not);
   * `found`, it is inside and has a sum. Bits, so that the boosts' long postings, which mostly reach entries
   * no weight found, are checked against 12 kB per 100,000 slots instead of a word per slot. Cleared after
   * each query.
   */
  private reached = new Uint32Array(32);
  private found = new Uint32Array(32);
  private touched = new Int32Array(1024);

  get size(): number {
    return this.slotOf.size;
  }

  get(key: string): E | undefined {
    const slot = this.slotOf.get(key);
    return slot === undefined ? undefined : this.entries[slot];
  }

  /** Adds the entry, or replaces the one with its key (it then counts as the latest put). */
  put(item: Indexed<E>): void {
    this.putStored(item, storedArea(item.area));
  }

  private putStored(item: Omit<Indexed<E>, "area">, area: ArrayLike<number>): void {
    this.remove(item.key);
    const slot = this.entries.length;
    this.entries.push(item.entry);
    this.keys.push(item.key);
    this.termsOf.push(item.terms);
    this.slotOf.set(item.key, slot);
    if (slot >= this.sums.length) this.grow();
    this.live[slot] = 1;
    const at = 4 * slot;
    this.areas.set(area, at);
    // As stored (single precision), so that the cell agrees with the check queries make.
    const [minLat, maxLat, minLon, maxLon] = [
      this.areas[at]!,
      this.areas[at + 1]!,
      this.areas[at + 2]!,
      this.areas[at + 3]!,
    ];
    const cell = cellOf(minLat, maxLat, minLon, maxLon);
    if (cell !== null) {
      this.extent.lat = Math.max(this.extent.lat, maxLat - minLat);
      this.extent.lon = Math.max(this.extent.lon, maxLon - minLon);
    }
    for (const term of new Set(item.terms)) {
      let postings = this.postings.get(term);
      if (postings === undefined) {
        postings = { anywhere: [], byCell: new Map() };
        this.postings.set(term, postings);
      }
      if (cell === null) postings.anywhere.push(slot);
      else {
        const list = postings.byCell.get(cell);
        if (list) list.push(slot);
        else postings.byCell.set(cell, [slot]);
      }
    }
  }

  remove(key: string): void {
    const slot = this.slotOf.get(key);
    if (slot === undefined) return;
    this.slotOf.delete(key);
    this.entries[slot] = undefined;
    this.live[slot] = 0;
    this.dead += 1;
    if (this.dead > 1024 && this.dead * 4 > this.entries.length) this.compact();
  }

  clear(): void {
    this.entries = [];
    this.keys = [];
    this.termsOf = [];
    this.slotOf.clear();
    this.postings = new Map();
    this.extent = { lat: 0, lon: 0 };
    this.live.fill(0);
    this.dead = 0;
  }

  /**
   * Up to `limit` live entries that `accept` keeps: those carrying the most query weight first (entries
   * carrying none of the terms count only when `includeUnmatched`), the latest put first among equal sums.
   * Weights are whole numbers from 0; a term of weight 0 still counts as carried. `boosts` add to the sums
   * of the entries the weights' terms found, and find none themselves. With `within`, an entry with an area
   * is walked only when its area overlaps one of these boxes (null: no such check).
   */
  top(options: {
    weights: ReadonlyMap<string, number>;
    boosts?: ReadonlyMap<string, number>;
    includeUnmatched: boolean;
    accept: (entry: E) => boolean;
    limit: number;
    within?: readonly BoundingBox[] | null;
  }): E[] {
    const { accept, limit } = options;
    const within = options.within ?? null;
    const { live, sums, reached, found, touched } = this;
    const cells = within === null ? null : cellsReaching(within, this.extent);
    let count = 0;
    let maxSum = 0;
    for (const [term, weight] of options.weights) {
      for (const list of this.listsOf(term, cells)) {
        for (let i = 0; i < list.length; i++) {
          const slot = list[i]!;
          const word = slot >>> 5;
          const bit = 1 << (slot & 31);
          if ((found[word]! & bit) === 0) {
            if ((reached[word]! & bit) !== 0 || live[slot] === 0) continue;
            reached[word]! |= bit;
            if (within !== null && !this.overlaps(slot, within)) continue;
            found[word]! |= bit;
            sums[slot] = 0;
            touched[count++] = slot;
          }
          const sum = sums[slot]! + weight;
          sums[slot] = sum;
          if (sum > maxSum) maxSum = sum;
        }
      }
    }
    for (const [term, weight] of options.boosts ?? []) {
      for (const list of this.listsOf(term, cells)) {
        for (let i = 0; i < list.length; i++) {
          const slot = list[i]!;
          if (!hasBit(found, slot)) continue;
          const sum = sums[slot]! + weight;
          sums[slot] = sum;
          if (sum > maxSum) maxSum = sum;
        }
      }
    }
    try {
      return this.walk({ count, maxSum, accept, limit, within, includeUnmatched: options.includeUnmatched });
    } finally {
      reached.fill(0);
      found.fill(0);
    }
  }

  /** The touched slots from the highest sum down, latest put first within a sum, then the unmatched ones. */
  private walk(options: {
    count: number;
    maxSum: number;
    accept: (entry: E) => boolean;
    limit: number;
    within: readonly BoundingBox[] | null;
    includeUnmatched: boolean;
  }): E[] {
    const { count, maxSum, accept, limit } = options;
    // Counting sort of the touched slots by sum, highest first.
    const ends = new Int32Array(maxSum + 2);
    for (let i = 0; i < count; i++) ends[maxSum - this.sums[this.touched[i]!]! + 1]! += 1;
    for (let group = 1; group < ends.length; group++) ends[group]! += ends[group - 1]!;
    const ordered = new Int32Array(count);
    const next = ends.slice(0, maxSum + 1);
    for (let i = 0; i < count; i++) {
      const slot = this.touched[i]!;
      ordered[next[maxSum - this.sums[slot]!]!++] = slot;
    }

    const kept: E[] = [];
    const take = (slots: Int32Array | number[]) => {
      // Slots descending: the latest put first. A group that fits whole needs no order.
      if (kept.length + slots.length > limit) slots.sort((a, b) => a - b);
      for (let i = slots.length - 1; i >= 0; i--) {
        const entry = this.entries[slots[i]!]!;
        if (accept(entry)) kept.push(entry);
        if (kept.length === limit) return true;
      }
      return false;
    };
    for (let group = 0; group <= maxSum; group++) {
      if (ends[group] === ends[group + 1]) continue;
      if (take(ordered.subarray(ends[group], ends[group + 1]))) return kept;
    }
    if (options.includeUnmatched) take(this.unreached(options.within));
    return kept;
  }

  /**
   * The posting lists of a term a query walks: all of them without cells to keep to, else those filed
   * anywhere and under the cells. An entry is in exactly one list of a term, so none is walked twice.
   */
  private listsOf(term: string, cells: readonly number[] | null): number[][] {
    const postings = this.postings.get(term);
    if (postings === undefined) return [];
    if (cells === null) return [postings.anywhere, ...postings.byCell.values()];
    const lists = [postings.anywhere];
    for (const cell of cells) {
      const list = postings.byCell.get(cell);
      if (list !== undefined) lists.push(list);
    }
    return lists;
  }

  private overlaps(slot: number, boxes: readonly BoundingBox[]): boolean {
    const at = 4 * slot;
    const minLat = this.areas[at]!;
    if (Number.isNaN(minLat)) return true;
    const maxLat = this.areas[at + 1]!;
    const minLon = this.areas[at + 2]!;
    const maxLon = this.areas[at + 3]!;
    for (const box of boxes) {
      if (minLat <= box.maxLat && box.minLat <= maxLat && minLon <= box.maxLon && box.minLon <= maxLon) return true;
    }
    return false;
  }

  private unreached(within: readonly BoundingBox[] | null): number[] {
    const slots: number[] = [];
    for (let slot = 0; slot < this.entries.length; slot++) {
      if (this.live[slot] === 0 || hasBit(this.reached, slot)) continue;
      if (within === null || this.overlaps(slot, within)) slots.push(slot);
    }
    return slots;
  }

  private grow(): void {
    const size = this.sums.length * 2;
    const grown = <T extends Uint8Array | Int32Array | Uint32Array | Float32Array>(from: T, to: T) => (
      to.set(from),
      to
    );
    this.live = grown(this.live, new Uint8Array(size));
    this.sums = grown(this.sums, new Int32Array(size));
    this.reached = new Uint32Array(size / 32);
    this.found = new Uint32Array(size / 32);
    this.touched = grown(this.touched, new Int32Array(size));
    this.areas = grown(this.areas, new Float32Array(4 * size));
  }

  private compact(): void {
    const live: { item: Omit<Indexed<E>, "area">; area: Float32Array }[] = [];
    for (let slot = 0; slot < this.entries.length; slot++) {
      const entry = this.entries[slot];
      if (entry !== undefined) {
        // The stored area as it is: widened once, when it was put.
        const area = this.areas.slice(4 * slot, 4 * slot + 4);
        live.push({ item: { key: this.keys[slot]!, entry, terms: this.termsOf[slot]! }, area });
      }
    }
    this.clear();
    for (const { item, area } of live) this.putStored(item, area);
  }
}
