/**
 * A pure function remembered for the last few thousand inputs: titles and fields of study repeat across jobs
 * and requests. Process-local and bounded (emptied when full); results never depend on it.
 */
export function memoise<T>(compute: (input: string) => T, limit = 5000): (input: string) => T {
  const cache = new Map<string, T>();
  return (input) => {
    let value = cache.get(input);
    if (value === undefined) {
      if (cache.size >= limit) cache.clear();
      value = compute(input);
      cache.set(input, value);
    }
    return value;
  };
}
