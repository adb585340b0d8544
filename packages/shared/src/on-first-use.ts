/**
 * A value made on its first use instead of when its module loads: for what is costly to make (a formatter that
 * loads its locale's data, an index over the skill vocabulary) and sits in a module that a phone's first screen
 * loads whether or not it uses it.
 *
 * @example
 * const dateFormat = onFirstUse(() => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" }));
 * dateFormat().format(date);
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
