import { CURRENCIES, type JobFields } from "@stint/shared/jobs";
import { type JobSearchQuery, jobSearchQuerySchema } from "@stint/shared/job-search";
import { expect } from "vitest";
import { seededRandom } from "../../../lib/seeded-random.ts";
import { it } from "../../../test/api-test.ts";
import { PLACES } from "../../../test/job-fixtures.ts";
import { type BulkJob, insertJobsInBulk } from "../insert-jobs-in-bulk.ts";
import { KeptSearchIndex } from "./index/kept-search-index.ts";
import { runSearch } from "./search-jobs.ts";

/*
 * The search index must answer exactly what the statements over `jobs` answer (decision 018): the same
 * items in the same order, the same total and the same typo correction, for any words, filters, sort and
 * page. Jobs are drawn at random from a small vocabulary so that words match many jobs, few or none, with
 * ties in publication time; queries are drawn from the same words with the search's operators.
 */

const WORDS = [
  "python",
  "data",
  "engineer",
  "engineering",
  "analyst",
  "robotics",
  "wind",
  "energy",
  "cloud",
  "design",
  "frontend",
  "backend",
  "sales",
  "marketing",
  "finance",
  "research",
  "team",
  "customers",
  "full-stack",
  "e-commerce",
  "machine",
  "learning",
  "platform",
  "security",
  "mobile",
  "testing",
  "the",
  "and",
  // Words the vocabulary names in two languages, which a search asks in both (bilingual-query.ts).
  "maschinenbau",
  "mechanical",
  "vertrieb",
];
const SKILLS = ["python", "sql", "docker", "typescript", "react", "java", "figma", "kubernetes"];
const PLACE_LIST = Object.values(PLACES);
const TYPES = ["internship", "full-time", "part-time", "working-student"] as const;
const MODES = ["on-site", "hybrid", "remote"] as const;

function random(seed: number) {
  const draw = seededRandom(seed);
  const words = (count: number) => Array.from({ length: count }, () => draw.pick(WORDS)).join(" ");
  return { ...draw, words };
}

function jobFields(draw: ReturnType<typeof random>): JobFields {
  const workMode = draw.pick(MODES);
  const place = draw.pick(PLACE_LIST);
  const currency = draw.pick(CURRENCIES);
  return {
    title: `${draw.words(2)} ${draw.pick(["Intern", "Developer", "Analyst", "Engineer"])}`,
    description: `${draw.words(12)}. ${draw.words(20)}.`,
    type: draw.pick(TYPES),
    workMode,
    location: workMode === "remote" && draw.next() < 0.5 ? null : place,
    requiredSkills: [{ skillId: draw.pick(SKILLS), level: 3 }],
    niceToHaveSkills: draw.next() < 0.5 ? [{ skillId: draw.pick(SKILLS), level: 2 }] : [],
    languages: [{ language: "en", level: "B2" }],
    minDegree: null,
    fieldsOfStudy: [],
    startDate: draw.next() < 0.8 ? `2027-0${1 + Math.floor(draw.next() * 9)}-01` : null,
    durationMonths: 6,
    pay:
      draw.next() < 0.8
        ? {
            min: 1000 + Math.floor(draw.next() * 80) * 1000,
            max: 90_000,
            currency,
            period: draw.pick(["month", "year"] as const),
          }
        : null,
    positions: 1,
    deadline: null,
  };
}

function query(draw: ReturnType<typeof random>, companyIds: string[]): JobSearchQuery {
  const raw: Record<string, string> = {};
  const text = draw.next();
  if (text < 0.4) raw.q = draw.words(1);
  else if (text < 0.6) raw.q = draw.words(2);
  else if (text < 0.65) raw.q = `${draw.pick(WORDS)} or ${draw.pick(WORDS)}`;
  else if (text < 0.7) raw.q = `${draw.pick(WORDS)} -${draw.pick(WORDS)}`;
  else if (text < 0.73) raw.q = `"${draw.words(2)}"`;
  else if (text < 0.76) raw.q = draw.pick(["pythn", "enginer", "robotcs", "zzzz"]);
  else if (text < 0.78) raw.q = "the and";
  if (draw.next() < 0.3) raw.type = draw.pick(TYPES);
  if (draw.next() < 0.3) raw.workMode = `${draw.pick(MODES)},${draw.pick(MODES)}`;
  if (draw.next() < 0.3) {
    const place = draw.pick(PLACE_LIST);
    raw.near = `${place.lat},${place.lon}`;
    raw.radiusKm = String(draw.pick([5, 50, 300, 500]));
    if (draw.next() < 0.5) raw.sort = "distance";
  }
  if (!raw.sort && draw.next() < 0.3) raw.sort = draw.pick(["newest", "relevance"]);
  if (draw.next() < 0.15) raw.skills = draw.pick(SKILLS);
  if (draw.next() < 0.15) {
    raw.minPay = String(Math.floor(draw.next() * 60) * 1000);
    raw.currency = draw.pick(CURRENCIES);
  }
  if (draw.next() < 0.1) raw.startFrom = "2027-05-01";
  if (draw.next() < 0.1) raw.companyId = draw.pick(companyIds);
  raw.page = String(draw.pick([1, 1, 1, 2, 3, 12]));
  raw.pageSize = String(draw.pick([5, 20, 50]));
  return jobSearchQuerySchema.parse(raw);
}

it("answers every search as the database does: items, order, total and correction", async ({
  app,
  db,
  signedInCompany,
}) => {
  const companies = await Promise.all([0, 1, 2].map(() => signedInCompany()));
  const draw = random(2026);
  const base = Date.parse("2026-10-01T00:00:00Z");
  const jobs: BulkJob[] = Array.from({ length: 450 }, (_, i) => {
    const company = draw.pick(companies);
    // Some jobs share a publication time, so the order falls back to ids as the database's does.
    const publishedAt = new Date(base + Math.floor(i / 3) * 60_000);
    const status = draw.next() < 0.9 ? "published" : draw.pick(["draft", "closed"] as const);
    return {
      companyId: company.id,
      companyName: company.me.account.name,
      status,
      createdAt: publishedAt,
      publishedAt: status === "draft" ? null : publishedAt,
      fields: jobFields(draw),
    };
  });
  await insertJobsInBulk({ db, jobs });

  const kept = new KeptSearchIndex({ db, logger: app.deps.logger });
  const index = await kept.current();
  expect(index!.size).toBe(jobs.filter((job) => job.status === "published").length);
  const searchIndex = { index: index!, parser: kept.parser };

  const companyIds = companies.map((company) => company.id);
  let nonEmpty = 0;
  for (let i = 0; i < 300; i++) {
    const asked = query(draw, companyIds);
    const fromDatabase = await runSearch(db, asked, { kind: "public" }, null);
    const fromIndex = await runSearch(db, asked, { kind: "public" }, searchIndex);
    expect(fromIndex, JSON.stringify(asked)).toEqual(fromDatabase);
    if (fromDatabase.items.length > 0) nonEmpty++;
  }
  // The draw must ask searches that find something, or the comparison says little.
  expect(nonEmpty).toBeGreaterThan(150);
});
