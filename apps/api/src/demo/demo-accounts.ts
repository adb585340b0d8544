import type { CompanySignUp, StudentSignUp } from "@stint/shared/account";
import type { CvHint } from "./generate-cvs.ts";

/** A sign-up without the password (all demo accounts share one) and with the city the address is looked up from. */
export type WithCity<T> = Omit<T, "email" | "password" | "address"> & { email: string; city: string };

/** A named demo student, with what the bio says the primary CV shows (the CV is written to agree). */
export type FeaturedStudent = WithCity<StudentSignUp> & { cv?: CvHint };

// Invented people and companies; any likeness to real ones is accidental.
export const DEMO_COMPANIES: WithCity<CompanySignUp>[] = [
  {
    email: "talent@helvetia-robotics.example",
    name: "Helvetia Robotics",
    city: "Zürich",
    website: "https://helvetia-robotics.example",
    industry: "Robotics",
    sizeBand: "51-250",
    description: "We build autonomous warehouse robots and hire interns who like hardware as much as code.",
  },
  {
    email: "jobs@nordlicht-energy.example",
    name: "Nordlicht Energy",
    city: "Hamburg",
    website: "https://nordlicht-energy.example",
    industry: "Renewable energy",
    sizeBand: "251-1000",
    description: "Offshore wind operations and the data platform behind them.",
  },
  {
    email: "careers@pixelhaus.example",
    name: "Pixelhaus Studio",
    city: "Berlin",
    website: "https://pixelhaus.example",
    industry: "Design agency",
    sizeBand: "11-50",
    description: "Product design and front-end engineering for start-ups and public services.",
  },
  {
    email: "people@alpenbank.example",
    name: "Alpenbank",
    city: "Vienna",
    website: "https://alpenbank.example",
    industry: "Financial services",
    sizeBand: "1000+",
    description: "A retail bank modernising its core systems, with a graduate programme in IT and risk.",
  },
  {
    email: "hello@lumen-health.example",
    name: "Lumen Health",
    city: "Amsterdam",
    website: "https://lumen-health.example",
    industry: "Health technology",
    sizeBand: "51-250",
    description: "Software that helps clinics schedule, triage and follow up with patients.",
  },
];

export const DEMO_STUDENTS: FeaturedStudent[] = [
  {
    email: "lena.meier@student.example",
    name: "Lena Meier",
    city: "Zürich",
    university: "ETH Zürich",
    fieldOfStudy: "Computer Science",
    degreeLevel: "master",
    expectedGraduation: "2027-09",
    bio: "Robotics and embedded systems; looking for an internship in autonomous navigation.",
    cv: {
      focus: "Robotics software",
      skills: ["robotics", "embedded-systems", "cpp", "ros", "python"],
      types: ["internship"],
    },
    openToOffers: true,
  },
  {
    email: "jonas.becker@student.example",
    name: "Jonas Becker",
    city: "Munich",
    university: "Technical University of Munich",
    fieldOfStudy: "Electrical Engineering",
    degreeLevel: "bachelor",
    expectedGraduation: "2027-03",
    bio: "Power electronics, some Python, a lot of curiosity about renewable energy.",
    cv: { focus: "Power electronics", skills: ["power-electronics", "python", "renewable-energy"] },
    openToOffers: true,
  },
  {
    email: "sofia.rossi@student.example",
    name: "Sofia Rossi",
    city: "Milan",
    university: "Politecnico di Milano",
    fieldOfStudy: "Communication Design",
    degreeLevel: "master",
    expectedGraduation: "2026-12",
    bio: "Interaction designer who prototypes in code.",
    cv: { focus: "Interaction design", skills: ["interaction-design", "prototyping", "figma", "html"] },
    openToOffers: false,
  },
  {
    email: "emma.dubois@student.example",
    name: "Emma Dubois",
    city: "Lyon",
    university: "Université Claude Bernard Lyon 1",
    fieldOfStudy: "Data Science",
    degreeLevel: "master",
    expectedGraduation: "2027-06",
    bio: "Statistics, machine learning and health data.",
    cv: { focus: "Machine learning", skills: ["statistics", "machine-learning"] },
    openToOffers: true,
  },
  {
    email: "noah.jansen@student.example",
    name: "Noah Jansen",
    city: "Rotterdam",
    university: "Erasmus University Rotterdam",
    fieldOfStudy: "Business Administration",
    degreeLevel: "bachelor",
    expectedGraduation: "2027-07",
    bio: "Finance and operations; working student at a logistics start-up.",
    cv: {
      focus: "Operations",
      skills: ["operations-management", "logistics", "financial-analysis"],
      types: ["working-student", "internship"],
      job: {
        title: "Working Student Operations",
        organisation: "Kadeport Logistics",
        description: "Plan the week's deliveries with the dispatch team and keep the cost reports.",
      },
    },
    openToOffers: false,
  },
  {
    email: "ana.kovac@student.example",
    name: "Ana Kovač",
    city: "Ljubljana",
    university: "University of Ljubljana",
    fieldOfStudy: "Software Engineering",
    degreeLevel: "bachelor",
    expectedGraduation: "2026-09",
    bio: "Full-stack TypeScript, open-source contributor.",
    cv: { focus: "Full-stack development", skills: ["typescript", "react", "nodejs"] },
    openToOffers: true,
  },
];

/** One shared password keeps the printed sign-ins short; it is not on the common-password list. */
export const DEMO_PASSWORD = "stint-demo-password";
