/** Sets of slot numbers as bits, 32 to a word: a whole index's slots combine in a few thousand word operations. */
export type BitSet = Uint32Array;

export const wordsFor = (slots: number): number => (slots + 31) >>> 5;

export function hasBit(bits: BitSet, slot: number): boolean {
  return (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0;
}

export function setBit(bits: BitSet, slot: number): void {
  bits[slot >>> 5]! |= 1 << (slot & 31);
}

export function clearBit(bits: BitSet, slot: number): void {
  bits[slot >>> 5]! &= ~(1 << (slot & 31));
}

/** A copy with room for `slots`, the new part empty. */
export function grown(bits: BitSet, slots: number): BitSet {
  if (wordsFor(slots) <= bits.length) return bits;
  const next = new Uint32Array(Math.max(wordsFor(slots), bits.length * 2));
  next.set(bits);
  return next;
}

export function countBits(bits: BitSet): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    word -= (word >>> 1) & 0x55555555;
    word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
    count += (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

/** Calls `visit` with every slot in the set, in ascending order. */
export function forEachBit(bits: BitSet, visit: (slot: number) => void): void {
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      visit((i << 5) + 31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
}
