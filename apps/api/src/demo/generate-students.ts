import type { StudentSignUp } from "@stint/shared/account";
import { foldText } from "../modules/places/fold-text.ts";
import type { WithCity } from "./demo-accounts.ts";
import { HOME_CITIES, NAMES } from "./demo-people.ts";
import { monthYear, sentenceCase } from "./demo-text.ts";
import { seededRandom } from "./generate-jobs.ts";
import { STUDY_FIELDS } from "./study-fields.ts";

export type DemoStudent = WithCity<StudentSignUp>;

const BIO_OPENERS = [
  "{degree} student in {field} at {university}.",
  "Studying {field} at {university}, graduating in {graduation}.",
  "{field} at {university}; curious, reliable and quick to learn.",
];
const BIO_CLOSERS = [
  "Looking for a first step into {focus}.",
  "Interested in {focus}, ideally in a small team.",
  "Happy to relocate for the right role in {focus}.",
  "I like projects where I can see the result in people's hands.",
];
const DEGREE_WORDS = { secondary: "Secondary school", bachelor: "Bachelor's", master: "Master's", doctorate: "PhD" };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_match, key: string) => values[key] ?? key);

/**
 * `count` demo students, the same every time for a seed and `now`: spread over European university cities,
 * fields and degrees, with addresses of their own (unique, never one of `reservedEmails`). `city` is the
 * geocoder query ("City, Country"). Graduation lies 3 to 30 months after `now`.
 */
export function generateStudents(options: {
  count: number;
  now: Date;
  seed?: number;
  reservedEmails?: readonly string[];
}): DemoStudent[] {
  return [...generateStudentStream(options)];
}

/** The same students as generateStudents, one at a time (the benchmarks' seeds insert a million in chunks). */
export function* generateStudentStream(options: {
  count: number;
  now: Date;
  seed?: number;
  reservedEmails?: readonly string[];
}): Generator<DemoStudent> {
  const random = seededRandom(options.seed ?? 11);
  const used = new Set(options.reservedEmails ?? []);
  for (let made = 0; made < options.count; made += 1) {
    const home = random.pick(HOME_CITIES);
    const names = NAMES[home.language] ?? NAMES.en!;
    const female = random.chance(0.5);
    const lastIndex = random.int(0, names.last.length - 1);
    const first = random.pick(female ? names.female : names.male);
    const last = (female ? names.femaleLast : undefined)?.[lastIndex] ?? names.last[lastIndex]!;
    const local = `${foldText(first)}.${foldText(last)}`.replace(/ /g, "-");
    let email = `${local}@student.example`;
    for (let n = 2; used.has(email); n += 1) email = `${local}${n}@student.example`;
    used.add(email);

    const study = random.weighted(STUDY_FIELDS.map((field) => [field, field.weight] as const));
    const degreeLevel = random.weighted(study.degrees);
    const graduation = new Date(
      Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth() + random.int(3, 30), 1),
    );
    const expectedGraduation = graduation.toISOString().slice(0, 7);
    const university = random.pick(home.universities);
    const focus = random.pick(study.focuses);
    const values = {
      degree: DEGREE_WORDS[degreeLevel],
      field: study.field,
      university,
      graduation: monthYear(expectedGraduation),
      focus: sentenceCase(focus),
    };
    yield {
      email,
      name: `${first} ${last}`,
      city: `${home.city}, ${home.country}`,
      university,
      fieldOfStudy: study.field,
      degreeLevel,
      expectedGraduation,
      bio: `${fill(random.pick(BIO_OPENERS), values)} ${fill(random.pick(BIO_CLOSERS), values)}`,
      // Most are open to offers, so companies find plenty; enough are not to show the closed case.
      openToOffers: random.chance(0.65),
    };
  }
}
