// The made-up people of the CV reader's quality set: who they are, what they studied and did, drawn from pools
// by a seeded generator so the set is the same on every run. The truth of each CV is kept beside its PDF.
import { SKILLS } from "@stint/shared/skills/skill-list";
import { SKILL_ROWS_DE } from "@stint/shared/skills/skills-data-de";
import type { CefrLevel } from "@stint/shared/languages";
import type { DegreeLevel } from "@stint/shared/account";

export type Lang = "en" | "de";
export type DateStyle = "numeric" | "dotted" | "month-name" | "year" | "iso";

/** A seeded generator (mulberry32): the same seed, the same corpus. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return out;
  };
  return { next, int, pick, sample };
}
export type Random = ReturnType<typeof random>;

export type Period = { start: { year: number; month: number }; end: { year: number; month: number } | "ongoing" };
export type Education = {
  school: string;
  degreeLevel: DegreeLevel;
  degree: string;
  field: string;
  period: Period;
  grade: string;
};
export type Experience = { title: string; organisation: string; period: Period; bullets: string[]; skills: string[] };
export type Person = {
  name: string;
  email: string;
  phone: string;
  city: string;
  summary: string;
  education: Education[];
  experience: Experience[];
  /** Skill ids listed in the skills section, with the name shown. */
  listed: { id: string; name: string }[];
  /** Things in the skills section that are no skill of the vocabulary. */
  extras: string[];
  languages: { code: string; level: CefrLevel }[];
};

const FIRST = [
  "Lena",
  "Jonas",
  "Amira",
  "Mateo",
  "Sofia",
  "Felix",
  "Hannah",
  "Noah",
  "Aylin",
  "Lukas",
  "Chiara",
  "Emil",
  "Zoe",
  "Elias",
  "Marta",
  "Kwame",
  "Ines",
  "Tobias",
  "Yuki",
  "Leonie",
  "Arjun",
  "Clara",
  "Milan",
  "Paula",
  "Samuel",
  "Fatima",
  "Jan",
  "Greta",
  "Oskar",
  "Nora",
  "Ravi",
  "Helena",
];
const LAST = [
  "Weber",
  "Schneider",
  "Öztürk",
  "García",
  "Rossi",
  "Becker",
  "Novak",
  "Schulz",
  "Kowalski",
  "Hoffmann",
  "Nguyen",
  "Fischer",
  "Lindqvist",
  "Mensah",
  "Keller",
  "Braun",
  "Tanaka",
  "Zimmermann",
  "Patel",
  "Wagner",
  "Costa",
  "Horvat",
  "Schmitt",
  "Dubois",
  "Bauer",
  "Haddad",
  "Krüger",
  "Meyer",
];
const CITIES = [
  "München",
  "Berlin",
  "Zürich",
  "Hamburg",
  "Köln",
  "Wien",
  "Stuttgart",
  "Leipzig",
  "Basel",
  "Frankfurt am Main",
  "Dresden",
  "Aachen",
];

const SCHOOLS: Record<Lang, string[]> = {
  en: [
    "Technical University of Munich",
    "ETH Zurich",
    "University of Vienna",
    "Humboldt University of Berlin",
    "RWTH Aachen University",
    "University of Amsterdam",
    "Karlsruhe Institute of Technology",
    "University of Edinburgh",
    "Politecnico di Milano",
    "University of Mannheim",
  ],
  de: [
    "Technische Universität München",
    "Ludwig-Maximilians-Universität München",
    "Universität Hamburg",
    "Hochschule München",
    "Universität zu Köln",
    "Technische Universität Dresden",
    "Universität Leipzig",
    "Hochschule für Technik und Wirtschaft Berlin",
    "Universität Stuttgart",
    "Goethe-Universität Frankfurt",
  ],
};
const HIGH_SCHOOLS = [
  "Gymnasium am Rotenbühl",
  "Schiller-Gymnasium Köln",
  "Kantonsschule Zürich Nord",
  "Max-Planck-Gymnasium",
  "Goethe-Gymnasium Leipzig",
  "Gymnasium Ottobrunn",
];
const FIELDS: Record<Lang, string[]> = {
  en: [
    "Computer Science",
    "Business Administration",
    "Mechanical Engineering",
    "Data Science",
    "Economics",
    "Electrical Engineering",
    "Psychology",
    "Information Systems",
    "Physics",
    "Media Design",
  ],
  de: [
    "Informatik",
    "Betriebswirtschaftslehre",
    "Maschinenbau",
    "Wirtschaftsinformatik",
    "Volkswirtschaftslehre",
    "Elektrotechnik",
    "Psychologie",
    "Medieninformatik",
    "Physik",
    "Wirtschaftsingenieurwesen",
  ],
};
const DEGREES: Record<DegreeLevel, Record<Lang, string[]>> = {
  secondary: { en: ["Abitur", "High school diploma"], de: ["Abitur", "Allgemeine Hochschulreife"] },
  bachelor: {
    en: ["B.Sc.", "Bachelor of Science", "B.A.", "Bachelor"],
    de: ["B.Sc.", "Bachelor of Science", "Bachelor", "B.A."],
  },
  master: { en: ["M.Sc.", "Master of Science", "Master"], de: ["M.Sc.", "Master of Science", "Master"] },
  doctorate: { en: ["PhD"], de: ["Promotion"] },
};
const COMPANIES = [
  "Siemens AG",
  "Allianz SE",
  "Zalando SE",
  "SAP SE",
  "Celonis",
  "Bosch GmbH",
  "Helvetia Robotics",
  "N26 GmbH",
  "Personio",
  "BMW Group",
  "Deutsche Bahn",
  "Roche",
  "Datawerk Labs",
  "Lidl Digital",
  "Spotify",
  "Infineon Technologies AG",
  "Boston Consulting Group",
  "McKinsey & Company",
  "Fraunhofer IIS",
  "Max Planck Institute for Informatics",
];
const TITLES: Record<Lang, string[]> = {
  en: [
    "Working Student Software Development",
    "Data Analyst Intern",
    "Research Assistant",
    "Marketing Intern",
    "Product Management Intern",
    "Teaching Assistant",
    "Junior Backend Developer",
    "Business Analyst Intern",
    "UX Research Intern",
    "Student Assistant",
  ],
  de: [
    "Werkstudent Softwareentwicklung",
    "Praktikant Datenanalyse",
    "Wissenschaftliche Hilfskraft",
    "Praktikantin Marketing",
    "Werkstudentin Produktmanagement",
    "Tutor",
    "Werkstudent Controlling",
    "Praktikant Consulting",
    "Studentische Hilfskraft",
    "Werkstudentin IT-Support",
  ],
};
const PLAIN_BULLETS: Record<Lang, string[]> = {
  en: [
    "Supported the team in weekly planning and reviews",
    "Prepared reports for the management team",
    "Coordinated with three departments on the roll-out",
    "Onboarded new student assistants",
    "Presented results at the quarterly meeting",
  ],
  de: [
    "Unterstützung des Teams bei der Wochenplanung",
    "Erstellung von Berichten für die Geschäftsleitung",
    "Abstimmung mit drei Fachabteilungen",
    "Einarbeitung neuer Hilfskräfte",
    "Präsentation der Ergebnisse im Quartalsmeeting",
  ],
};
const SKILL_BULLETS: Record<Lang, string[]> = {
  en: [
    "Built a reporting pipeline with {skill}",
    "Developed internal tools in {skill}",
    "Automated test runs using {skill}",
    "Analysed customer data with {skill}",
    "Migrated a legacy service to {skill}",
  ],
  de: [
    "Aufbau einer Reporting-Pipeline mit {skill}",
    "Entwicklung interner Tools in {skill}",
    "Automatisierung von Testläufen mit {skill}",
    "Analyse von Kundendaten mit {skill}",
    "Migration eines Altsystems auf {skill}",
  ],
};
const SUMMARIES: Record<Lang, string[]> = {
  en: [
    "Student looking for an internship where I can apply what I learned in my studies.",
    "Curious and structured, I enjoy turning data into decisions.",
    "Final-year student with hands-on project experience, open to working student positions.",
  ],
  de: [
    "Studentin mit Freude an strukturierter Arbeit, auf der Suche nach einem Praktikum.",
    "Neugierig und zuverlässig, ich möchte mein Wissen aus dem Studium praktisch anwenden.",
    "Student im letzten Semester mit Projekterfahrung, offen für eine Werkstudententätigkeit.",
  ],
};
const EXTRAS: Record<Lang, string[]> = {
  en: ["Driving licence (B)", "First aid certificate", "Volunteer firefighter", "Marathon running"],
  de: ["Führerschein Klasse B", "Erste-Hilfe-Kurs", "Freiwillige Feuerwehr", "Klavier spielen"],
};
const LANGUAGE_CODES = ["de", "en", "fr", "es", "it", "tr", "pl", "nl", "pt", "ru", "ja", "ar"];
const CEFR: CefrLevel[] = ["A1", "A2", "B1", "B2", "C1", "C2"];

// Skills a student's CV plausibly lists: the vocabulary without the long tail of rare domain terms.
const SKILL_POOL = SKILLS.filter((skill) => skill.label.length <= 24);

export function skillName(id: string, lang: Lang, rand: Random): string {
  const skill = SKILLS.find((entry) => entry.id === id)!;
  const german = SKILL_ROWS_DE[id]?.[0];
  if (lang === "de" && german) return german;
  // Now and then the way people type it rather than the vocabulary's label ("JS", "k8s").
  const alias = skill.aliases.find((spelling) => spelling.length >= 2);
  return alias && rand.next() < 0.15 ? alias : skill.label;
}

export function makePerson(rand: Random, lang: Lang): Person {
  const first = rand.pick(FIRST);
  const last = rand.pick(LAST);
  const fold = (text: string) =>
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .replace(/[^a-z]/g, "");
  const finish = rand.int(2022, 2026);
  const education: Education[] = [];
  const levels: DegreeLevel[] = rand.next() < 0.5 ? ["master", "bachelor"] : ["bachelor"];
  let end = finish;
  for (const level of levels) {
    const start = end - (level === "master" ? 2 : 3);
    const ongoing = end >= 2026 && education.length === 0;
    education.push({
      school: rand.pick(SCHOOLS[rand.next() < 0.8 ? lang : lang === "en" ? "de" : "en"]),
      degreeLevel: level,
      degree: rand.pick(DEGREES[level][lang]),
      field: rand.pick(FIELDS[lang]),
      period: {
        start: { year: start, month: rand.pick([4, 9, 10]) },
        end: ongoing ? "ongoing" : { year: end, month: rand.pick([2, 3, 7, 9]) },
      },
      grade:
        rand.next() < 0.4
          ? lang === "de"
            ? `Note: ${rand.pick(["1,3", "1,7", "2,0", "2,3"])}`
            : `Grade: ${rand.pick(["1.3", "1.7", "5.4/6", "2.0"])}`
          : "",
    });
    end = start;
  }
  if (rand.next() < 0.5) {
    education.push({
      school: rand.pick(HIGH_SCHOOLS),
      degreeLevel: "secondary",
      degree: rand.pick(DEGREES.secondary[lang]),
      field: "",
      period: { start: { year: end - 8, month: 9 }, end: { year: end, month: 6 } },
      grade: "",
    });
  }
  const skills = rand.sample(SKILL_POOL, rand.int(6, 11));
  const experience: Experience[] = [];
  let cursor = finish;
  for (let index = 0; index < rand.int(1, 3); index++) {
    const startYear = cursor - rand.int(1, 2);
    const used = rand.next() < 0.7 ? [skills[index]!] : [];
    const bullets = [
      ...used.map((skill) => rand.pick(SKILL_BULLETS[lang]).replace("{skill}", skillName(skill.id, lang, rand))),
      ...rand.sample(PLAIN_BULLETS[lang], rand.int(1, 2)),
    ];
    experience.push({
      title: rand.pick(TITLES[lang]),
      organisation: rand.pick(COMPANIES),
      period: {
        start: { year: startYear, month: rand.int(1, 12) },
        end: index === 0 && rand.next() < 0.4 ? "ongoing" : { year: cursor, month: rand.int(1, 12) },
      },
      bullets,
      skills: used.map((skill) => skill.id),
    });
    cursor = startYear;
  }
  const languages = rand
    .sample(LANGUAGE_CODES, rand.int(2, 4))
    .map((code, index) => ({ code, level: index === 0 ? ("C2" as CefrLevel) : rand.pick(CEFR) }));
  return {
    name: `${first} ${last}`,
    email: `${fold(first)}.${fold(last)}@${rand.pick(["example.org", "mail.example", "posteo.example"])}`,
    phone: rand.pick(["+49 176 ", "+41 79 ", "0151 ", "+43 660 "]) + `${rand.int(100, 999)} ${rand.int(1000, 9999)}`,
    city: rand.pick(CITIES),
    summary: rand.pick(SUMMARIES[lang]),
    education,
    experience,
    listed: skills.map((skill) => ({ id: skill.id, name: skillName(skill.id, lang, rand) })),
    extras: rand.next() < 0.5 ? [rand.pick(EXTRAS[lang])] : [],
    languages,
  };
}
