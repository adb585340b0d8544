import { type CefrLevel, type LanguageCode, languageByCode } from "@stint/shared/languages";
import { type Currency, type JobFields, type JobStatus, type JobType, type WorkMode } from "@stint/shared/jobs";
import { type Place } from "@stint/shared/place";
import { skillById } from "@stint/shared/skills/skill-lookup";
import { type SkillRef } from "@stint/shared/skills/skill-ref";
import type { Geocoder } from "../modules/places/geocoder.ts";
import { sentenceCase } from "./demo-text.ts";
import type { BulkJob } from "../modules/jobs/insert-jobs-in-bulk.ts";
import { type Random, seededRandom } from "../lib/seeded-random.ts";
import { FAMILIES, type Family, INDUSTRY_FAMILIES, type Role } from "./job-families.ts";

/**
 * Deterministic, realistic job postings for demo data and the search benchmark: the same companies, count,
 * seed and `now` always give the same jobs. A company posts in the fields of its industry, each title asks for
 * the tools it names (job-families.ts), descriptions are assembled from varied sentence templates (no copied
 * text), places are real cities from the geocoder, skills come from the shared vocabulary and pay follows
 * bands by job type and country.
 */

export type GeneratorCompany = { id: string; name: string; address: Place | null; industry?: string | null };

export type GenerateJobsOptions = {
  companies: GeneratorCompany[];
  count: number;
  geocoder: Geocoder;
  seed?: number;
  /** The moment the data is "generated at": publication dates lie before it, start dates after it. */
  now?: Date;
  /** Relative weights of the states; published only by default (what search benchmarks want). */
  statusWeights?: Partial<Record<JobStatus, number>>;
};

// Seeded randomness lives in lib/ (tests draw with it too); the demo's modules import it from here.
export { type Random, seededRandom };

// ---------------------------------------------------------------------------------------------------------
// Places and pay.

type Country = {
  code: string;
  name: string;
  currency: Currency;
  /** Yearly full-time base in the currency. */ base: number;
  language: LanguageCode;
};

const COUNTRIES: Record<string, Country> = {
  CH: { code: "CH", name: "Switzerland", currency: "CHF", base: 95_000, language: "de" },
  DE: { code: "DE", name: "Germany", currency: "EUR", base: 56_000, language: "de" },
  AT: { code: "AT", name: "Austria", currency: "EUR", base: 50_000, language: "de" },
  FR: { code: "FR", name: "France", currency: "EUR", base: 44_000, language: "fr" },
  NL: { code: "NL", name: "Netherlands", currency: "EUR", base: 52_000, language: "nl" },
  BE: { code: "BE", name: "Belgium", currency: "EUR", base: 48_000, language: "fr" },
  GB: { code: "GB", name: "United Kingdom", currency: "GBP", base: 42_000, language: "en" },
  IE: { code: "IE", name: "Ireland", currency: "EUR", base: 52_000, language: "en" },
  ES: { code: "ES", name: "Spain", currency: "EUR", base: 32_000, language: "es" },
  IT: { code: "IT", name: "Italy", currency: "EUR", base: 33_000, language: "it" },
  PT: { code: "PT", name: "Portugal", currency: "EUR", base: 25_000, language: "pt" },
  SE: { code: "SE", name: "Sweden", currency: "SEK", base: 500_000, language: "sv" },
  NO: { code: "NO", name: "Norway", currency: "NOK", base: 600_000, language: "no" },
  DK: { code: "DK", name: "Denmark", currency: "DKK", base: 480_000, language: "da" },
  FI: { code: "FI", name: "Finland", currency: "EUR", base: 46_000, language: "fi" },
  PL: { code: "PL", name: "Poland", currency: "PLN", base: 120_000, language: "pl" },
  CZ: { code: "CZ", name: "Czechia", currency: "CZK", base: 720_000, language: "cs" },
  SI: { code: "SI", name: "Slovenia", currency: "EUR", base: 30_000, language: "sl" },
  LU: { code: "LU", name: "Luxembourg", currency: "EUR", base: 60_000, language: "fr" },
  EE: { code: "EE", name: "Estonia", currency: "EUR", base: 30_000, language: "et" },
};

/** Real cities by country; looked up through the geocoder as "City, Country" so Porto is not Porto Alegre. */
const CITIES: [city: string, countryCode: string][] = [
  ["Zürich", "CH"],
  ["Geneva", "CH"],
  ["Basel", "CH"],
  ["Bern", "CH"],
  ["Lausanne", "CH"],
  ["Lugano", "CH"],
  ["Winterthur", "CH"],
  ["Berlin", "DE"],
  ["Munich", "DE"],
  ["Hamburg", "DE"],
  ["Frankfurt am Main", "DE"],
  ["Cologne", "DE"],
  ["Stuttgart", "DE"],
  ["Düsseldorf", "DE"],
  ["Leipzig", "DE"],
  ["Dresden", "DE"],
  ["Karlsruhe", "DE"],
  ["Vienna", "AT"],
  ["Graz", "AT"],
  ["Linz", "AT"],
  ["Paris", "FR"],
  ["Lyon", "FR"],
  ["Toulouse", "FR"],
  ["Grenoble", "FR"],
  ["Amsterdam", "NL"],
  ["Rotterdam", "NL"],
  ["Eindhoven", "NL"],
  ["Utrecht", "NL"],
  ["Brussels", "BE"],
  ["Ghent", "BE"],
  ["London", "GB"],
  ["Manchester", "GB"],
  ["Edinburgh", "GB"],
  ["Cambridge", "GB"],
  ["Dublin", "IE"],
  ["Madrid", "ES"],
  ["Barcelona", "ES"],
  ["Valencia", "ES"],
  ["Milan", "IT"],
  ["Turin", "IT"],
  ["Rome", "IT"],
  ["Bologna", "IT"],
  ["Lisbon", "PT"],
  ["Porto", "PT"],
  ["Stockholm", "SE"],
  ["Gothenburg", "SE"],
  ["Malmö", "SE"],
  ["Oslo", "NO"],
  ["Copenhagen", "DK"],
  ["Aarhus", "DK"],
  ["Helsinki", "FI"],
  ["Warsaw", "PL"],
  ["Kraków", "PL"],
  ["Wrocław", "PL"],
  ["Prague", "CZ"],
  ["Brno", "CZ"],
  ["Ljubljana", "SI"],
  ["Luxembourg", "LU"],
  ["Tallinn", "EE"],
];

async function resolveCities(geocoder: Geocoder): Promise<Place[]> {
  const places: Place[] = [];
  for (const [city, code] of CITIES) {
    const [place] = await geocoder.suggest(`${city}, ${COUNTRIES[code]!.name}`, 1);
    // A geocoder that finds another place of that name (or none) is skipped rather than trusted.
    if (place && place.countryCode === code) places.push(place);
  }
  return places;
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

// ---------------------------------------------------------------------------------------------------------
// Fields of work (job-families.ts) and soft skills.

const SOFT_SKILLS = [
  "communication",
  "teamwork",
  "problem-solving",
  "attention-to-detail",
  "time-management",
  "adaptability",
  "analytical-thinking",
  "self-motivation",
];

// ---------------------------------------------------------------------------------------------------------
// Description templates.

const INTRO = [
  "{company} is a {industry} company based in {city}, and we are growing.",
  "At {company} we build {industry} products that people rely on every day.",
  "{company} brings together a team of curious people in {city} who care about {industry}.",
  "Founded to change how {industry} works, {company} now serves customers across Europe from {city}.",
  "We are {company}: {industry}, a lot of ambition and a friendly team in {city}.",
];
const ROLE = [
  "As our new {title} you will join a small team with a lot of responsibility.",
  "We are looking for a {title} who wants to learn fast and make an impact from day one.",
  "This {kind} role is a chance to work on real projects with experienced colleagues.",
  "You will be part of a team that values ownership, honesty and a good sense of humour.",
  "Join us as {title} and help us shape what comes next.",
];
const MUST = [
  "Solid experience with {skill}",
  "Good working knowledge of {skill}",
  "You have used {skill} in projects or at work",
  "Confidence with {skill}",
];
// In lower case: they follow "Nice to have:" in one sentence, and the skill keeps its own case.
const NICE = ["some experience with {skill}", "curiosity about {skill}", "exposure to {skill}"];
const OFFERS = [
  "A mentor who takes time for your questions",
  "Flexible working hours",
  "A yearly learning budget for courses and conferences",
  "A modern office close to public transport",
  "Team events and a relaxed atmosphere",
  "Public transport pass or bike leasing",
  "Real responsibility from the first week",
  "Home office equipment of your choice",
  "Lunch together on Fridays",
  "A clear path to a permanent position",
];
const CLOSING = [
  "Sounds like you? We look forward to your application.",
  "Apply with your CV; a cover letter is optional.",
  "Questions? Our team is happy to answer them before you apply.",
  "We welcome applications from everyone who meets the requirements.",
];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_match, key: string) => values[key] ?? key);

const TYPE_WORDS: Record<JobType, string> = {
  internship: "internship",
  "full-time": "full-time",
  "part-time": "part-time",
  "working-student": "working student",
};

function titleFor(random: Random, base: string, type: JobType): string {
  switch (type) {
    case "internship":
      return random.pick([`${base} Intern`, `Intern ${base}`, `${base} Internship`]);
    case "working-student":
      return random.pick([`Working Student ${base}`, `${base} (Working Student)`]);
    case "part-time":
      return `${base} (Part-time)`;
    case "full-time":
      return random.weighted([
        [base, 5],
        [`Junior ${base}`, 3],
        [`Graduate ${base}`, 2],
        [`Senior ${base}`, 1],
      ]);
  }
}

/**
 * The job's skills, required ones first: the role's defining tool (the one its title names, or one of its
 * core tools), then more of the role's and its family's, 3 to 7 in all.
 */
function skillsFor(random: Random, role: Role, family: Family): string[] {
  const first = role.named ? role.core[0]! : random.pick(role.core);
  const others = [...new Set([...role.core, ...(role.extra ?? []), ...family.skills])].filter((id) => id !== first);
  return [first, ...random.sample(others, random.int(2, 6))];
}

function description(
  random: Random,
  values: Record<string, string>,
  required: SkillRef[],
  nice: SkillRef[],
  family: Family,
  languages: string[],
): string {
  const label = (ref: SkillRef) => skillById(ref.skillId)?.label ?? ref.skillId;
  const lines = [
    `## About us`,
    "",
    `${fill(random.pick(INTRO), values)} ${fill(random.pick(ROLE), values)}`,
    "",
    `## What you will do`,
    "",
    ...random.sample(family.tasks, random.int(3, 5)).map((task) => `- You ${task}.`),
    "",
    `## What you bring`,
    "",
    ...required.map((ref) => `- ${fill(random.pick(MUST), { skill: label(ref) })}`),
    ...(values.study ? [`- Studies in ${values.study} or a related field`] : []),
    ...languages.map((language) => `- ${language}`),
    ...(nice.length > 0
      ? ["", `**Nice to have:** ${nice.map((ref) => fill(random.pick(NICE), { skill: label(ref) })).join("; ")}.`]
      : []),
    "",
    `## What we offer`,
    "",
    ...random.sample(OFFERS, random.int(3, 5)).map((offer) => `- ${offer}`),
    "",
    fill(random.pick(CLOSING), values),
  ];
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------------------

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const CEFR: CefrLevel[] = ["B1", "B2", "C1"];

/** Realistic job postings, spread over the companies, places, types, fields, pay and dates. */
export async function generateJobs(options: GenerateJobsOptions): Promise<BulkJob[]> {
  return [...(await generateJobStream(options))];
}

/**
 * The same jobs as generateJobs, one at a time as they are drawn: a million need not be held at once (the
 * benchmarks' seeds COPY them in chunks).
 */
export async function generateJobStream(options: GenerateJobsOptions): Promise<Iterable<BulkJob>> {
  const { companies, count, geocoder } = options;
  if (companies.length === 0 || count <= 0) return [];
  const random = seededRandom(options.seed ?? 42);
  const now = options.now ?? new Date();
  const cities = await resolveCities(geocoder);
  const statusWeights = Object.entries({ published: 1, ...options.statusWeights }) as [JobStatus, number][];
  // The vocabulary may evolve; a skill id it no longer knows is left out instead of failing validation.
  const known = (ids: readonly string[] | undefined) => (ids ?? []).filter((id) => skillById(id));
  const families = FAMILIES.map((family) => ({
    ...family,
    skills: known(family.skills),
    roles: family.roles
      .map((role) => ({ ...role, core: known(role.core), extra: known(role.extra) }))
      .filter((role) => role.core.length > 0),
  }));
  const familyById = new Map(families.map((family) => [family.id, family]));
  /** A company posts jobs of its industry's families; one of an industry the demo does not know, of any. */
  const familyFor = (industry: string | null | undefined) => {
    const weights = INDUSTRY_FAMILIES[industry ?? ""];
    const entries = weights
      ? Object.entries(weights).map(([id, weight]) => [familyById.get(id)!, weight] as const)
      : families.map((family) => [family, family.weight] as const);
    return random.weighted(entries);
  };

  return (function* () {
    for (let index = 0; index < count; index += 1) {
      const company = companies[index % companies.length]!;
      const family = familyFor(company.industry);
      const role = random.pick(family.roles);
      const type = random.weighted<JobType>([
        ["full-time", 40],
        ["internship", 32],
        ["working-student", 16],
        ["part-time", 12],
      ]);
      const workMode = random.weighted<WorkMode>([
        ["on-site", 40],
        ["hybrid", 45],
        ["remote", 15],
      ]);
      // Most jobs are where the company is; some at another office.
      const home = company.address && COUNTRIES[company.address.countryCode] ? company.address : null;
      const location: Place | null =
        workMode === "remote" && random.chance(0.4)
          ? null
          : home && random.chance(0.7)
            ? home
            : cities.length > 0
              ? random.pick(cities)
              : home;
      const country = COUNTRIES[location?.countryCode ?? home?.countryCode ?? "DE"] ?? COUNTRIES.DE!;

      const skillPool = skillsFor(random, role, family);
      // The defining tool and at least one more: a posting rarely asks for one tool alone.
      const requiredCount = Math.max(2, Math.min(skillPool.length - 1, random.int(1, 4)));
      const requiredSkills = skillPool.slice(0, requiredCount).map((skillId) => ({ skillId, level: random.int(2, 4) }));
      const niceToHaveSkills = [
        ...skillPool.slice(requiredCount).map((skillId) => ({ skillId, level: random.int(1, 3) })),
        ...(random.chance(0.4) ? [{ skillId: random.pick(SOFT_SKILLS), level: 3 }] : []),
      ].filter(
        (ref, position, list) =>
          !requiredSkills.some((required) => required.skillId === ref.skillId) &&
          list.findIndex((other) => other.skillId === ref.skillId) === position,
      );

      const languages = [
        { language: "en" as LanguageCode, level: random.pick(CEFR) },
        ...(country.language !== "en" && random.chance(0.55)
          ? [{ language: country.language, level: random.pick(CEFR) }]
          : []),
      ];

      // Pay: a yearly full-time base by country and field, scaled by type; students are paid per month.
      const yearly = country.base * family.payFactor * (0.85 + random.next() * 0.35);
      const monthlyStep = country.base > 200_000 ? 500 : 50;
      const yearlyStep = country.base > 200_000 ? 10_000 : 1000;
      let pay: JobFields["pay"];
      if (type === "internship" || type === "working-student") {
        const monthly = (yearly / 12) * (type === "internship" ? 0.33 : 0.28);
        const min = roundTo(monthly, monthlyStep);
        pay = {
          min,
          max: roundTo(min * (1 + random.next() * 0.2), monthlyStep),
          currency: country.currency,
          period: "month",
        };
      } else {
        const base = type === "part-time" ? yearly * 0.55 : yearly;
        const min = roundTo(base, yearlyStep);
        pay = {
          min,
          max: roundTo(min * (1.08 + random.next() * 0.2), yearlyStep),
          currency: country.currency,
          period: "year",
        };
      }

      const publishedAt = new Date(now.getTime() - random.int(0, 120) * DAY - random.int(0, DAY / 1000) * 1000);
      const startDate = random.chance(0.8)
        ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + random.int(1, 7), random.pick([1, 1, 15])))
        : null;
      const deadlineDays = random.int(14, 60);
      const deadline =
        random.chance(0.5) && (!startDate || now.getTime() + deadlineDays * DAY <= startDate.getTime())
          ? new Date(now.getTime() + deadlineDays * DAY)
          : null;
      const study = random.chance(0.7) ? random.pick(family.studies) : "";
      const title = titleFor(random, role.title, type);
      const values = {
        company: company.name,
        industry: sentenceCase(company.industry ?? family.id),
        city: location?.city ?? home?.city ?? "Europe",
        // The role inside a sentence: "Join us as Controller", not "Join us as Controller Internship".
        title: role.title,
        kind: TYPE_WORDS[type],
        study,
      };
      const languageLines = languages.map(({ language, level }) => {
        const name = languageByCode(language)?.name ?? language;
        return `${name} at ${level} level or better`;
      });
      const fields: JobFields = {
        title,
        description: description(random, values, requiredSkills, niceToHaveSkills, family, languageLines),
        type,
        workMode,
        location,
        requiredSkills,
        niceToHaveSkills,
        languages,
        minDegree:
          type === "internship" || type === "working-student" ? null : random.chance(0.6) ? family.degree : null,
        fieldsOfStudy: study ? [study] : [],
        startDate: startDate ? isoDay(startDate) : null,
        durationMonths:
          type === "internship"
            ? random.pick([3, 4, 6, 6, 6, 12])
            : type === "working-student"
              ? random.pick([6, 12, 12])
              : null,
        pay,
        positions: random.weighted([
          [1, 70],
          [2, 15],
          [3, 8],
          [5, 5],
          [10, 2],
        ]),
        deadline: deadline ? isoDay(deadline) : null,
      };
      const status = random.weighted(statusWeights);
      yield {
        companyId: company.id,
        companyName: company.name,
        status,
        createdAt: new Date(publishedAt.getTime() - random.int(0, 3) * DAY),
        publishedAt: status === "draft" ? null : publishedAt,
        fields,
      };
    }
  })();
}
