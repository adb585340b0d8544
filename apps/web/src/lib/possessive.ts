/**
 * A name's possessive as English style guides write it for names and plurals ending in s: "Lena's",
 * "Helvetia Robotics'", "Jonas'". One rule for every screen, so no "Robotics's" slips back in.
 * English only: a translated message takes `possessiveArgs` instead.
 */
export function possessive(name: string) {
  const trimmed = name.trimEnd();
  return /s$/i.test(trimmed) ? `${trimmed}'` : `${trimmed}'s`;
}

/**
 * A name for an ICU message that says whose something is: `{ name, owner }`, where `owner` is `s` for a name
 * ending in s. The English message picks the form (`{owner, select, s {{name}''} other {{name}''s}} match
 * score`: `''` is ICU's apostrophe), another language words it its own way ("Passung von {name}").
 */
export function possessiveArgs(name: string): { name: string; owner: "s" | "other" } {
  const trimmed = name.trimEnd();
  return { name: trimmed, owner: /s$/i.test(trimmed) ? "s" : "other" };
}
