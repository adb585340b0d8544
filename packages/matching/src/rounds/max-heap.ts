/**
 * Binary max-heaps laid out side by side in one Int32Array, each at its own `start`: a job's held students by
 * its rank of them, so the one to let go is always on top. The caller keeps each heap's size.
 */

export function heapPush(heap: Int32Array, start: number, size: number, value: number) {
  let at = size;
  while (at > 0) {
    const parent = (at - 1) >> 1;
    if (heap[start + parent]! >= value) break;
    heap[start + at] = heap[start + parent]!;
    at = parent;
  }
  heap[start + at] = value;
}

export function heapReplaceTop(heap: Int32Array, start: number, size: number, value: number) {
  let at = 0;
  for (;;) {
    let child = 2 * at + 1;
    if (child >= size) break;
    if (child + 1 < size && heap[start + child + 1]! > heap[start + child]!) child++;
    if (heap[start + child]! <= value) break;
    heap[start + at] = heap[start + child]!;
    at = child;
  }
  heap[start + at] = value;
}
