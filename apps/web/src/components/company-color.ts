const COLORS = ["stint", "orange", "teal", "grape", "cyan", "pink", "indigo", "lime"] as const;

/**
 * The colour of a company's initials badge, wherever it appears (job cards, the company page, its own header,
 * account and logo field), so a student recognises the company across screens. It follows the name, the one
 * thing every place that shows the badge knows; a renamed company gets new initials and maybe a new colour.
 */
export function companyColor(name: string): (typeof COLORS)[number] {
  // FNV-1a with a final mix, so that the low bits the colour is taken from depend on every letter (a plain ×31
  // hash made three of the five named demo companies orange).
  let hash = 0x811c9dc5;
  for (const char of name.trim().toLowerCase()) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  hash ^= hash >>> 16;
  return COLORS[(hash >>> 0) % COLORS.length]!;
}
