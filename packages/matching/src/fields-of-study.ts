import { FIELDS_OF_STUDY } from "@stint/shared/skills/fields-of-study";
import { memoise } from "./memo.ts";
import { fold } from "./text.ts";
import { FIELD_CREDIT } from "./weights.ts";

/**
 * Fields of study are free text on both sides ("Computer Science", "Informatik", "BSc Applied Mathematics").
 * They are compared in a normal form (lowercase, no accents or punctuation, degree prefixes dropped), through
 * a few synonyms (other names of one field, as on European diplomas), and through hand-written families of
 * related fields. A field may belong to several families.
 */

// Other names of a field → its name here. Keys and values in normal form.
const SYNONYMS: Record<string, string> = {
  informatics: "computer science",
  informatik: "computer science",
  computing: "computer science",
  "computer sciences": "computer science",
  informatique: "computer science",
  wirtschaftsinformatik: "business informatics",
  "information systems": "business informatics",
  "management information systems": "business informatics",
  it: "information technology",
  "software development": "software engineering",
  maths: "mathematics",
  math: "mathematics",
  mathematik: "mathematics",
  statistik: "statistics",
  business: "business administration",
  "business studies": "business administration",
  "business management": "business administration",
  bwl: "business administration",
  betriebswirtschaftslehre: "business administration",
  management: "business administration",
  vwl: "economics",
  volkswirtschaftslehre: "economics",
  "economic sciences": "economics",
  maschinenbau: "mechanical engineering",
  elektrotechnik: "electrical engineering",
  "electrical and electronic engineering": "electrical engineering",
  electronics: "electrical engineering",
  wirtschaftsingenieurwesen: "industrial engineering",
  "industrial engineering and management": "industrial engineering",
  physik: "physics",
  chemie: "chemistry",
  biologie: "biology",
  psychologie: "psychology",
  architektur: "architecture",
  bauingenieurwesen: "civil engineering",
  "communication design": "graphic design",
  "visual communication": "graphic design",
  "human computer interaction": "interaction design",
  hci: "interaction design",
  "ux design": "interaction design",
  "media and communication": "communication",
  communications: "communication",
  "communication studies": "communication",
  "media studies": "media",
  "finance and accounting": "finance",
  "accounting and finance": "accounting",
  "banking and finance": "finance",
  ai: "artificial intelligence",
  "machine learning": "artificial intelligence",
  law: "law",
  jura: "law",
  mba: "business administration",
};

// Families of related fields, in normal form (after synonyms).
const FAMILIES: readonly (readonly string[])[] = [
  // Computing
  [
    "computer science",
    "software engineering",
    "computer engineering",
    "business informatics",
    "information technology",
    "data science",
    "artificial intelligence",
    "cybersecurity",
    "media informatics",
    "bioinformatics",
    "mathematics",
  ],
  // Data and quantitative fields
  [
    "data science",
    "statistics",
    "mathematics",
    "applied mathematics",
    "computer science",
    "econometrics",
    "physics",
    "artificial intelligence",
    "business analytics",
    "actuarial science",
  ],
  // Business
  [
    "business administration",
    "economics",
    "international business",
    "marketing",
    "finance",
    "accounting",
    "management",
    "business informatics",
    "industrial engineering",
    "business analytics",
    "communication",
  ],
  // Finance
  ["finance", "accounting", "economics", "banking", "business administration", "econometrics", "actuarial science"],
  // Design
  [
    "design",
    "graphic design",
    "interaction design",
    "industrial design",
    "product design",
    "media design",
    "digital media",
    "architecture",
    "fine arts",
    "illustration",
  ],
  // Marketing and communication
  ["marketing", "communication", "media", "journalism", "public relations", "business administration", "digital media"],
  // Mechanical and related engineering
  [
    "mechanical engineering",
    "mechatronics",
    "industrial engineering",
    "aerospace engineering",
    "automotive engineering",
    "materials science",
    "engineering physics",
    "production engineering",
  ],
  // Electrical and related engineering
  [
    "electrical engineering",
    "computer engineering",
    "mechatronics",
    "engineering physics",
    "physics",
    "telecommunications",
    "embedded systems",
  ],
  // Built environment
  ["civil engineering", "architecture", "environmental engineering", "urban planning", "construction management"],
  // Chemistry and materials
  ["chemistry", "chemical engineering", "biochemistry", "materials science", "process engineering", "pharmacy"],
  // Life sciences
  ["biology", "biotechnology", "biochemistry", "bioinformatics", "biomedical engineering", "medicine", "pharmacy"],
  // People
  ["psychology", "human resources", "sociology", "business administration", "cognitive science"],
];

// A degree written before the field ("BSc Computer Science", "Master of Science in Economics") and honours.
const DEGREE_PREFIX =
  /^(?:(?:bachelor|bachelors|master|masters|doctor|diploma)(?: of (?:science|arts|engineering|laws))?|b ?sc|m ?sc|b ?a|m ?a|b ?eng|m ?eng|mba|phd|llb|llm)(?: (?:in|of))? /;

const plainField = (field: string) =>
  fold(field)
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .replace(DEGREE_PREFIX, "")
    .replace(/ hons$/, "");

// The shared list's German names and other spellings of the common fields ("Wirtschaftsinformatik",
// "Luft- und Raumfahrttechnik") → their English name, where the synonyms above do not say otherwise: a field
// a German speaker types means what its English name means.
for (const { en, de, aliases } of FIELDS_OF_STUDY) {
  const name = plainField(en);
  for (const spelling of [de, ...aliases]) {
    const plain = plainField(spelling);
    if (plain !== name && !(plain in SYNONYMS)) SYNONYMS[plain] = SYNONYMS[name] ?? name;
  }
}

/** The normal form of a field: folded, without punctuation or degree words, synonyms resolved. */
export const normaliseField = memoise(function normaliseField(field: string): string {
  const plain = plainField(field);
  return SYNONYMS[plain] ?? plain;
});

const familiesOf = new Map<string, Set<number>>();
FAMILIES.forEach((family, index) => {
  for (const field of family) familiesOf.set(field, (familiesOf.get(field) ?? new Set()).add(index));
});

function containsWords(longer: string, shorter: string): boolean {
  return ` ${longer} `.includes(` ${shorter} `);
}

function related(a: string, b: string): boolean {
  const families = familiesOf.get(a);
  if (families === undefined) return false;
  for (const index of familiesOf.get(b) ?? []) if (families.has(index)) return true;
  return false;
}

/**
 * How well a studied field (normal form) answers an asked one (normal form): 1 the same, 0.85 when one names
 * the other inside ("applied mathematics" for "mathematics"), 0.6 related, else 0.
 */
export function fieldCredit(studied: string, asked: string): number {
  if (studied === "" || asked === "") return 0;
  if (studied === asked) return FIELD_CREDIT.same;
  if (containsWords(studied, asked) || containsWords(asked, studied)) return FIELD_CREDIT.contains;
  if (related(studied, asked)) return FIELD_CREDIT.related;
  // "applied computer science" is related to what "computer science" is related to.
  for (const field of familyFieldsWithin(studied)) if (related(field, asked)) return FIELD_CREDIT.related;
  return 0;
}

/** The family fields a field names inside it ("computer science" in "applied computer science"). */
const familyFieldsWithin = memoise((field: string) =>
  [...familiesOf.keys()].filter((known) => known !== field && containsWords(field, known)),
);
