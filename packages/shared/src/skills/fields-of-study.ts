import { onFirstUse } from "../on-first-use.ts";
import { type VocabularyLanguage, vocabularyLanguage } from "./skill-label.ts";
import { skillKey, spellingKeys } from "./skill-key.ts";

/**
 * Fields of study stay free text on jobs and CVs (a diploma's wording is the student's); these are the common
 * ones, named in English and German, for suggestions as people type and for showing a known field in the
 * reader's language ("Maschinenbau" on an English page reads "Mechanical Engineering"). Rows are
 * `[English, German, ...other spellings]`, the other spellings lowercase, in either language; the most asked
 * first (suggestions break ties by this order).
 */
type FieldRow = readonly [english: string, german: string, ...aliases: string[]];

// prettier-ignore
const FIELD_ROWS: readonly FieldRow[] = [
  ["Computer Science", "Informatik", "informatics", "computing", "computer sciences", "informatique"],
  ["Software Engineering", "Softwaretechnik", "software development", "softwareentwicklung"],
  ["Data Science", "Data Science", "datenwissenschaft"],
  ["Business Administration", "Betriebswirtschaftslehre", "bwl", "betriebswirtschaft", "business studies", "business management"],
  ["Economics", "Volkswirtschaftslehre", "vwl", "volkswirtschaft", "economic sciences", "wirtschaftswissenschaften"],
  ["Finance", "Finanzwesen", "finanzen", "finanzwirtschaft"],
  ["Marketing", "Marketing"],
  ["Mechanical Engineering", "Maschinenbau"],
  ["Electrical Engineering", "Elektrotechnik", "electronics", "elektronik"],
  ["Civil Engineering", "Bauingenieurwesen", "bauingenieur"],
  ["Industrial Engineering", "Wirtschaftsingenieurwesen", "wirtschaftsingenieur"],
  ["Mathematics", "Mathematik", "maths", "math", "mathe"],
  ["Physics", "Physik"],
  ["Chemistry", "Chemie"],
  ["Biology", "Biologie"],
  ["Design", "Design", "gestaltung"],
  ["Communication", "Kommunikationswissenschaft", "communications", "communication studies", "kommunikation"],
  ["Psychology", "Psychologie"],
  ["Law", "Rechtswissenschaft", "jura", "jus", "rechtswissenschaften"],
  ["Architecture", "Architektur"],
  ["Business Informatics", "Wirtschaftsinformatik", "information systems", "management information systems"],
  ["Information Technology", "Informationstechnik", "informationstechnologie"],
  ["Computer Engineering", "Technische Informatik"],
  ["Media Informatics", "Medieninformatik"],
  ["Artificial Intelligence", "Künstliche Intelligenz"],
  ["Cybersecurity", "IT-Sicherheit", "cybersicherheit", "informationssicherheit"],
  ["Statistics", "Statistik"],
  ["Applied Mathematics", "Angewandte Mathematik"],
  ["Business Analytics", "Business Analytics"],
  ["Accounting", "Rechnungswesen"],
  ["Banking", "Bankwesen", "banking and finance"],
  ["International Business", "Internationales Management", "international management"],
  ["Human Resources", "Personalmanagement", "hr management"],
  ["Mechatronics", "Mechatronik"],
  ["Aerospace Engineering", "Luft- und Raumfahrttechnik"],
  ["Automotive Engineering", "Fahrzeugtechnik"],
  ["Production Engineering", "Produktionstechnik"],
  ["Materials Science", "Materialwissenschaft", "werkstoffwissenschaft"],
  ["Engineering Physics", "Technische Physik"],
  ["Environmental Engineering", "Umweltingenieurwesen", "umwelttechnik"],
  ["Chemical Engineering", "Chemieingenieurwesen", "chemietechnik"],
  ["Process Engineering", "Verfahrenstechnik"],
  ["Biochemistry", "Biochemie"],
  ["Biotechnology", "Biotechnologie"],
  ["Bioinformatics", "Bioinformatik"],
  ["Biomedical Engineering", "Medizintechnik"],
  ["Medicine", "Medizin", "humanmedizin"],
  ["Pharmacy", "Pharmazie"],
  ["Graphic Design", "Grafikdesign", "communication design", "kommunikationsdesign", "visual communication"],
  ["Interaction Design", "Interaktionsdesign", "human computer interaction"],
  ["Industrial Design", "Industriedesign"],
  ["Media", "Medienwissenschaft", "media studies", "medien"],
  ["Journalism", "Journalismus"],
  ["Urban Planning", "Stadtplanung", "raumplanung"],
  ["Sociology", "Soziologie"],
  ["Political Science", "Politikwissenschaft", "politologie"],
  ["Cognitive Science", "Kognitionswissenschaft"],
  ["Education", "Erziehungswissenschaft", "pädagogik", "lehramt"],
  ["Linguistics", "Sprachwissenschaft", "linguistik"],
  ["Geography", "Geografie", "geographie"],
  ["Environmental Science", "Umweltwissenschaften"],
  ["Tourism", "Tourismus", "tourismusmanagement"],
];

export type FieldOfStudy = { en: string; de: string; aliases: readonly string[] };

/** The common fields of study, most asked first. */
export const FIELDS_OF_STUDY: readonly FieldOfStudy[] = FIELD_ROWS.map(([en, de, ...aliases]) => ({ en, de, aliases }));

const spellingsOf = (field: FieldOfStudy) => [field.en, field.de, ...field.aliases];

const fieldsByKey = onFirstUse(() => {
  const byKey = new Map<string, FieldOfStudy>();
  for (const field of FIELDS_OF_STUDY) {
    for (const key of spellingsOf(field).flatMap(spellingKeys)) if (!byKey.has(key)) byKey.set(key, field);
  }
  return byKey;
});

/** The known field that free text names exactly, in either language ("BWL", "Maschinenbau", "maths"). */
export function fieldOfStudyNamed(text: string): FieldOfStudy | undefined {
  const key = skillKey(text);
  return key === "" ? undefined : fieldsByKey().get(key);
}

/** A field of study (free text) as a reader of `language` reads it: a known field by its name there, else as written. */
export function fieldOfStudyLabel(text: string, language: string): string {
  const field = fieldOfStudyNamed(text);
  return field ? field[vocabularyLanguage(language)] : text;
}

type IndexedField = { field: FieldOfStudy; labelKeys: string[]; otherKeys: string[]; words: string[] };

const indexedFields: Record<VocabularyLanguage, () => IndexedField[]> = {
  en: onFirstUse(() => FIELDS_OF_STUDY.map((field) => indexed(field, "en"))),
  de: onFirstUse(() => FIELDS_OF_STUDY.map((field) => indexed(field, "de"))),
};

function indexed(field: FieldOfStudy, language: VocabularyLanguage): IndexedField {
  const other = language === "de" ? field.en : field.de;
  const spellings = spellingsOf(field);
  return {
    field,
    labelKeys: spellingKeys(field[language]),
    otherKeys: [other, ...field.aliases].flatMap(spellingKeys),
    words: spellings.flatMap((spelling) => spelling.split(/[\s\-/]+/).flatMap(spellingKeys)),
  };
}

function tierOf(entry: IndexedField, query: string): number | undefined {
  if (entry.labelKeys.some((key) => key.startsWith(query))) return 0;
  if (entry.otherKeys.some((key) => key.startsWith(query))) return 1;
  if (entry.words.some((word) => word.startsWith(query))) return 2;
  return undefined;
}

/**
 * Fields of study for typed text, named in `language`, best first: names in that language starting with the
 * text, then other spellings in either language ("Maschinenb" on an English page: Mechanical Engineering), then
 * later words ("engineering"). Case, punctuation and the spelling of umlauts are ignored.
 */
export function suggestFieldsOfStudy(query: string, language: string, limit = 10): string[] {
  const key = skillKey(query);
  const lang = vocabularyLanguage(language);
  if (key === "" || limit <= 0) return [];
  const matches: { entry: IndexedField; tier: number; order: number }[] = [];
  indexedFields[lang]().forEach((entry, order) => {
    const tier = tierOf(entry, key);
    if (tier !== undefined) matches.push({ entry, tier, order });
  });
  matches.sort((a, b) => a.tier - b.tier || a.order - b.order);
  return matches.slice(0, limit).map((match) => match.entry.field[lang]);
}
