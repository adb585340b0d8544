/**
 * Reading and writing a screen's search in the address bar (the job list, the matching lists). Each reader takes
 * one parameter and drops what is unknown or malformed, so a bad value costs only itself, never the whole search.
 */

/** What the readers need of the address bar's parameters (URLSearchParams, without assuming a DOM here). */
export type ReadParams = { get(name: string): string | null; getAll(name: string): string[] };

/** A test for one of `values`. */
export const oneOf =
  (values: readonly string[]) =>
  (value: string): boolean =>
    values.includes(value);

/**
 * A list, written `name=a,b` (or repeated, `name=a&name=b`): trimmed, without repeats, each value `allowed`, at most
 * `max` of them.
 */
export function listParam<T extends string>(
  params: ReadParams,
  name: string,
  allowed: (value: string) => boolean,
  max = Infinity,
): T[] {
  const values = params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value !== "" && allowed(value));
  return [...new Set(values)].slice(0, max) as T[];
}

/** One of `values`, or null. */
export function enumParam<T extends string>(params: ReadParams, name: string, values: readonly T[]): T | null {
  const value = params.get(name);
  return value !== null && oneOf(values)(value) ? (value as T) : null;
}

/** A whole number from `min` to `max`, or null. */
export function intParam(params: ReadParams, name: string, min: number, max: number): number | null {
  const raw = params.get(name)?.trim();
  if (!raw || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

/** Free text, trimmed and cut at `max` characters ("" when absent). */
export function textParam(params: ReadParams, name: string, max: number): string {
  return params.get(name)?.trim().slice(0, max) ?? "";
}
