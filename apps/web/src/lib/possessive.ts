/**
 * A name's possessive as English style guides write it for names and plurals ending in s: "Lena's",
 * "Helvetia Robotics'", "Jonas'". One rule for every screen, so no "Robotics's" slips back in.
 */
export function possessive(name: string) {
  const trimmed = name.trimEnd();
  return /s$/i.test(trimmed) ? `${trimmed}'` : `${trimmed}'s`;
}
