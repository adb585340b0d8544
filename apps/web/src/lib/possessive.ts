/**
 * A name for an ICU message that says whose something is, as English style guides write a name or plural
 * ending in s ("Lena's", "Helvetia Robotics'", "Jonas'"; never "Robotics's"): `{ name, owner }`, where `owner`
 * is `s` for a name ending in s. The English message picks the form (`{owner, select, s {{name}''} other {{name}''s}} match
 * score`: `''` is ICU's apostrophe), another language words it its own way ("Passung von {name}").
 */
export function possessiveArgs(name: string): { name: string; owner: "s" | "other" } {
  const trimmed = name.trimEnd();
  return { name: trimmed, owner: /s$/i.test(trimmed) ? "s" : "other" };
}
