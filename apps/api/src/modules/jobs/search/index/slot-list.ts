/**
 * A growing list of slot numbers in one Int32Array: 4 bytes a slot where a JS array of numbers takes 8, with
 * room doubled as it fills. An index of 100,000 jobs holds about 8 million of them.
 */
export class SlotList {
  private slots: Int32Array;
  length = 0;

  constructor(capacity = 4) {
    this.slots = new Int32Array(capacity);
  }

  push(slot: number): void {
    if (this.length === this.slots.length) {
      const next = new Int32Array(this.slots.length * 2);
      next.set(this.slots);
      this.slots = next;
    }
    this.slots[this.length++] = slot;
  }

  at(index: number): number {
    return this.slots[index]!;
  }

  /** Gives back the unused room (after a full load, when most lists stop growing). */
  trim(): void {
    if (this.slots.length > this.length) this.slots = this.slots.slice(0, Math.max(this.length, 1));
  }
}
