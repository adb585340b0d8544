import { SKILLS } from "@stint/shared/skills/skill-list";
import { skillKey } from "@stint/shared/skills/skill-key";
import { memoise } from "./memo.ts";

/**
 * Reading free text (experience entries, job titles) for what matching needs: which skills an entry mentions
 * and which significant words two titles share. Deliberately plain: words and the vocabulary, no guessing.
 */

const NOT_ASCII = /[^\p{ASCII}]/u;
const MARKS = /\p{M}/gu;

/** Lowercase, without accents. */
export function fold(text: string): string {
  return (NOT_ASCII.test(text) ? text.normalize("NFKD").replace(MARKS, "") : text).toLowerCase();
}

// Spellings that are also everyday words ("react quickly", "spring 2025", "excel at", "go live", "the rest").
// They count as a mention only when written with a capital, as a name is.
const AMBIGUOUS = new Set(
  [
    "go",
    "next",
    "node",
    "word",
    "rest",
    "shell",
    "spark",
    "express",
    "swift",
    "c",
    "r",
    "unity",
    "spring",
    "excel",
    "sketch",
    "premiere",
    "notion",
    "flask",
    "elastic",
    "rails",
    "nest",
    "jest",
    "maven",
    "puppet",
    "helm",
    "sea",
    "pr",
    "tex",
    "wp",
    "vb",
    "eq",
    "fp",
    "rl",
    "nx",
    "cli",
    "terminal",
    "inventor",
    "illustrator",
    "electron",
    "ionic",
    "framer",
    "asana",
    "miro",
    "maya",
    "dynamo",
    "ada",
    "julia",
    "elm",
    "dart",
    "ruby",
    "rust",
    "groovy",
    "bash",
    "angular",
    "react",
    "vue",
    "lean",
    "tax",
    "audit",
    "writing",
    "analytics",
    "monitoring",
    "networking",
    "documentation",
    "consulting",
    "branding",
    "selling",
  ].map(skillKey),
);

// Soft skills say little about whether a past job is relevant ("communication" fits any job).
const MENTIONABLE = SKILLS.filter((skill) => skill.category !== "soft-skills");
const skillByKey = new Map<string, string>();
for (const skill of MENTIONABLE) {
  for (const spelling of [skill.id, skill.label, ...skill.aliases]) {
    const key = skillKey(spelling);
    if (key !== "" && !skillByKey.has(key)) skillByKey.set(key, skill.id);
  }
}
const MAX_WORDS_PER_SPELLING = Math.max(
  ...MENTIONABLE.flatMap((skill) =>
    [skill.label, ...skill.aliases].map((spelling) => spelling.split(/[\s/-]+/).length),
  ),
);

// Words split on spaces and on punctuation that never belongs to a skill name; "#", "+", "&" and inner dots
// stay ("C#", "C++", "GD&T", "Node.js"), "/" and "-" split but the pieces are rejoined by the n-grams below.
const SPLIT = /[\s/\-,;:()[\]{}"'!?|*<>=]+/u;

/**
 * A word's skill key, remembered: CVs' experience is read word by word each time a CV is prepared (a ranking
 * from the database prepares hundreds), and the words repeat across CVs far more than they vary.
 */
const wordKey = memoise(skillKey, 50_000);

/** The skills of the vocabulary (soft skills aside) that a text names, by id. */
export function mentionedSkills(text: string): Set<string> {
  const found = new Set<string>();
  const words = text
    .split(SPLIT)
    .map((word) => word.replace(/^[.]+|[.]+$/g, ""))
    .filter((word) => word !== "");
  const keys = words.map(wordKey);
  for (let start = 0; start < words.length; start++) {
    let joined = "";
    for (let length = 1; length <= MAX_WORDS_PER_SPELLING && start + length <= words.length; length++) {
      joined += keys[start + length - 1];
      const id = skillByKey.get(joined);
      if (id === undefined) continue;
      if (length === 1 && AMBIGUOUS.has(joined) && !/^\p{Lu}/u.test(words[start] ?? "")) continue;
      found.add(id);
    }
  }
  return found;
}

// Words that say nothing about the work: seniority, contract, filler, gender markers ("m/w/d").
// prettier-ignore
const TITLE_STOP_WORDS = new Set([
  "intern", "internship", "interns", "working", "student", "students", "werkstudent", "werkstudentin", "praktikum",
  "praktikant", "praktikantin", "stage", "stagiaire", "trainee", "traineeship", "junior", "senior", "mid", "level",
  "entry", "graduate", "apprentice", "apprenticeship", "thesis", "summer", "winter", "part", "time", "full",
  "fulltime", "parttime", "month", "months", "the", "a", "an", "and", "or", "of", "for", "in", "at", "to", "with",
  "on", "as", "m", "w", "d", "f", "x", "h", "mwd", "mfd", "all", "genders", "remote", "hybrid", "team", "new",
  "und", "im", "fur", "der", "die", "das", "de", "des", "en", "et", "la", "le", "y", "e", "di", "del",
]);

// Role words every field uses: sharing one says little ("Software Engineer" vs "Mechanical Engineer").
// Stored as the stems below.
// prettier-ignore
const GENERIC_TITLE_WORDS = new Set([
  "engineer", "engineering", "developer", "development", "analyst", "manager", "management", "specialist",
  "consultant", "consulting", "assistant", "associate", "officer", "coordinator", "designer", "lead", "head",
  "executive", "representative", "administrator", "technician", "scientist", "researcher", "research",
  "architect", "advisor", "expert", "support", "operations", "project", "projects", "business", "staff", "member",
  "helper", "teaching", "tutor", "volunteer", "freelance", "freelancer", "owner", "worker", "agent", "clerk",
].map(stem));

/** A crude stem: the first five letters, so "analyst", "analysis" and "analytics" meet, as do "finance" and "financial". */
function stem(word: string): string {
  return word.length > 5 ? word.slice(0, 5) : word;
}

export type TitleWords = { readonly significant: ReadonlySet<string>; readonly generic: ReadonlySet<string> };

/** The stems of a title's words that say what the work is, split into specific and generic ones. */
export const titleWords = memoise(function titleWords(title: string): TitleWords {
  const significant = new Set<string>();
  const generic = new Set<string>();
  for (const word of fold(title).split(/[^\p{L}\p{N}+#]+/u)) {
    if (word.length < 2 || TITLE_STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    const stemmed = stem(word);
    (GENERIC_TITLE_WORDS.has(stemmed) ? generic : significant).add(stemmed);
  }
  return { significant, generic };
});

/** Whether two titles name the same kind of work: one shared specific word, or two shared words of any kind. */
export function titlesShareWork(a: TitleWords, b: TitleWords): boolean {
  let shared = 0;
  for (const word of a.significant) if (b.significant.has(word)) return true;
  for (const word of a.generic) if (b.generic.has(word)) shared++;
  return shared >= 2;
}
