function isEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => isEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * The fields of `next` that differ from `base` (seed §7: an update sends only the changed fields). Nested
 * objects and lists (links, pay, skills) are compared deeply and sent whole, as the API stores them whole.
 */
export function changedFields<T extends Record<string, unknown>>(next: T, base: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (!isEqual(next[key], base[key])) changes[key] = next[key];
  }
  return changes;
}
