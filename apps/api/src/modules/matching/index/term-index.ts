/**
 * Entries found by weighted terms (skills): an inverted index from term to the slots of the entries that
 * carry it. A query adds up, per entry, the weights of the query's terms it carries, and walks the entries
 * from the highest sum down, most recent first within one sum, until it has kept enough.
 *
 * Changing an entry gives it a new slot and leaves the old one dead; the postings are rebuilt once a quarter
 * of the slots are dead. A query runs synchronously from start to end, so the scratch arrays are shared.
 */
export type Indexed<E> = {
  readonly key: string;
  readonly entry: E;
  readonly terms: readonly string[];
  readonly recency: number;
};

export class TermIndex<E> {
  private entries: (E | undefined)[] = [];
  private keys: (string | undefined)[] = [];
  private termsOf: (readonly string[] | undefined)[] = [];
  private recency = new Float64Array(1024);
  private readonly slotOf = new Map<string, number>();
  private postings = new Map<string, number[]>();
  private dead = 0;
  private sums = new Int32Array(1024);
  private seen = new Uint32Array(1024);
  private stamp = 0;

  get size(): number {
    return this.slotOf.size;
  }

  get(key: string): E | undefined {
    const slot = this.slotOf.get(key);
    return slot === undefined ? undefined : this.entries[slot];
  }

  /** Adds the entry, or replaces the one with its key. */
  put(item: Indexed<E>): void {
    this.remove(item.key);
    const slot = this.entries.length;
    this.entries.push(item.entry);
    this.keys.push(item.key);
    this.termsOf.push(item.terms);
    this.slotOf.set(item.key, slot);
    if (slot >= this.recency.length) this.grow();
    this.recency[slot] = item.recency;
    for (const term of new Set(item.terms)) {
      const list = this.postings.get(term);
      if (list) list.push(slot);
      else this.postings.set(term, [slot]);
    }
  }

  remove(key: string): void {
    const slot = this.slotOf.get(key);
    if (slot === undefined) return;
    this.slotOf.delete(key);
    this.entries[slot] = undefined;
    this.dead += 1;
    if (this.dead > 1024 && this.dead * 4 > this.entries.length) this.compact();
  }

  clear(): void {
    this.entries = [];
    this.keys = [];
    this.termsOf = [];
    this.slotOf.clear();
    this.postings = new Map();
    this.dead = 0;
  }

  /**
   * Up to `limit` live entries that `accept` keeps: those carrying the most query weight first (entries
   * carrying none of the terms count only when `includeUnmatched`), the most recent first among equal sums.
   */
  top(options: {
    weights: ReadonlyMap<string, number>;
    includeUnmatched: boolean;
    accept: (entry: E) => boolean;
    limit: number;
  }): E[] {
    const { weights, accept, limit } = options;
    const stamp = this.nextStamp();
    const touched: number[] = [];
    for (const [term, weight] of weights) {
      for (const slot of this.postings.get(term) ?? []) {
        if (this.entries[slot] === undefined) continue;
        if (this.seen[slot] !== stamp) {
          this.seen[slot] = stamp;
          this.sums[slot] = 0;
          touched.push(slot);
        }
        this.sums[slot] = this.sums[slot]! + weight;
      }
    }
    const bySum = new Map<number, number[]>();
    for (const slot of touched) {
      const sum = this.sums[slot]!;
      const bucket = bySum.get(sum);
      if (bucket) bucket.push(slot);
      else bySum.set(sum, [slot]);
    }
    const sums = [...bySum.keys()].sort((a, b) => b - a);
    const buckets = sums.map((sum) => bySum.get(sum)!);
    if (options.includeUnmatched) buckets.push(this.untouched(stamp));

    const kept: E[] = [];
    for (const bucket of buckets) {
      // A bucket that fits whole needs no order; one that does not is taken most recent first.
      if (kept.length + bucket.length > limit) bucket.sort((a, b) => this.recency[b]! - this.recency[a]!);
      for (const slot of bucket) {
        const entry = this.entries[slot]!;
        if (accept(entry)) kept.push(entry);
        if (kept.length === limit) return kept;
      }
    }
    return kept;
  }

  private untouched(stamp: number): number[] {
    const slots: number[] = [];
    for (let slot = 0; slot < this.entries.length; slot++) {
      if (this.entries[slot] !== undefined && this.seen[slot] !== stamp) slots.push(slot);
    }
    return slots;
  }

  private nextStamp(): number {
    this.stamp = (this.stamp + 1) >>> 0;
    if (this.stamp === 0) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }

  private grow(): void {
    const size = this.recency.length * 2;
    const grown = <T extends Float64Array | Int32Array | Uint32Array>(from: T, to: T) => (to.set(from), to);
    this.recency = grown(this.recency, new Float64Array(size));
    this.sums = grown(this.sums, new Int32Array(size));
    this.seen = grown(this.seen, new Uint32Array(size));
  }

  private compact(): void {
    const live: Indexed<E>[] = [];
    for (let slot = 0; slot < this.entries.length; slot++) {
      const entry = this.entries[slot];
      if (entry !== undefined) {
        live.push({ key: this.keys[slot]!, entry, terms: this.termsOf[slot]!, recency: this.recency[slot]! });
      }
    }
    this.clear();
    for (const item of live) this.put(item);
  }
}
