import { COMPANY_SIZES, type CompanySignUp } from "@stint/shared/account";
import { seededRandom } from "./generate-jobs.ts";

type DemoCompany = Omit<CompanySignUp, "email" | "password" | "address"> & { email: string; city: string };

// Invented names, put together from parts; any likeness to a real company is accidental.
const PREFIXES = [
  "Aurora",
  "Basalt",
  "Cobalt",
  "Delta",
  "Ember",
  "Fjord",
  "Granite",
  "Harbor",
  "Iris",
  "Juniper",
  "Keystone",
  "Lumen",
  "Meridian",
  "Nimbus",
  "Orchid",
  "Pinnacle",
  "Quartz",
  "Riverside",
  "Sable",
  "Tessera",
  "Umbra",
  "Vireo",
  "Willow",
  "Zenith",
  "Alder",
  "Beacon",
  "Cedar",
  "Dune",
  "Echo",
  "Falcon",
];

const INDUSTRIES: { industry: string; suffixes: string[]; what: string }[] = [
  {
    industry: "Software",
    suffixes: ["Labs", "Systems", "Software"],
    what: "builds cloud software for mid-sized businesses",
  },
  {
    industry: "Financial services",
    suffixes: ["Capital", "Bank", "Finance"],
    what: "runs payments and lending products across Europe",
  },
  {
    industry: "Health technology",
    suffixes: ["Health", "Medical", "Care"],
    what: "makes software that helps clinics and patients",
  },
  {
    industry: "Renewable energy",
    suffixes: ["Energy", "Power", "Grid"],
    what: "develops and operates wind and solar parks",
  },
  {
    industry: "Logistics",
    suffixes: ["Logistics", "Freight", "Mobility"],
    what: "moves goods across the continent with data-driven planning",
  },
  {
    industry: "Consulting",
    suffixes: ["Partners", "Consulting", "Advisory"],
    what: "advises companies on strategy, data and operations",
  },
  {
    industry: "Manufacturing",
    suffixes: ["Industries", "Engineering", "Works"],
    what: "designs and manufactures precision components",
  },
  {
    industry: "Design agency",
    suffixes: ["Studio", "Design", "Creative"],
    what: "designs digital products and brands",
  },
  { industry: "Retail", suffixes: ["Market", "Retail", "Goods"], what: "sells everyday products online and in stores" },
  {
    industry: "Data and AI",
    suffixes: ["Analytics", "AI", "Data"],
    what: "turns data into forecasts and decisions for its clients",
  },
];

const CITIES = [
  "Berlin",
  "Munich",
  "Hamburg",
  "Zürich",
  "Geneva",
  "Vienna",
  "Amsterdam",
  "Rotterdam",
  "Paris",
  "Lyon",
  "Madrid",
  "Barcelona",
  "Milan",
  "Copenhagen",
  "Stockholm",
  "Oslo",
  "Helsinki",
  "Warsaw",
  "Prague",
  "Lisbon",
  "Dublin",
  "London",
  "Manchester",
  "Brussels",
  "Frankfurt",
  "Cologne",
  "Basel",
  "Gothenburg",
  "Kraków",
  "Tallinn",
];

/** `count` demo companies, the same every time, spread over industries, sizes and European cities. */
export function generateCompanies(count: number, seed = 7): DemoCompany[] {
  const random = seededRandom(seed);
  const usedNames = new Set<string>();
  const companies: DemoCompany[] = [];
  while (companies.length < count) {
    const sector = random.pick(INDUSTRIES);
    const name = `${random.pick(PREFIXES)} ${random.pick(sector.suffixes)}`;
    if (usedNames.has(name)) continue;
    usedNames.add(name);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const city = CITIES[companies.length % CITIES.length]!;
    companies.push({
      email: `careers@${slug}.example`,
      name,
      city,
      website: `https://${slug}.example`,
      industry: sector.industry,
      sizeBand: random.pick(COMPANY_SIZES),
      description: `${name} ${sector.what}. From our office in ${city} we hire students and graduates who want real responsibility early, with a mentor from day one.`,
    });
  }
  return companies;
}
