/**
 * Keys are made by the server (`<ownerId>/<uuid>`), but a driver still refuses anything that could leave its
 * folder or bucket prefix: segments of letters, digits, `-` and `_` only, so no `..`, no absolute paths.
 */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}(\/[A-Za-z0-9_-]{1,128}){0,3}$/;

export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
}
