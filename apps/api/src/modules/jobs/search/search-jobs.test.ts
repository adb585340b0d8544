import { jobSearchQuerySchema } from "@stint/shared/job-search";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { jobs } from "../../../db/schema/index.ts";
import { it } from "../../../test/api-test.ts";
import { createTestApp, newCompany, type TestApp, type TestClient } from "../../../test/test-app.ts";
import { type BulkJob, insertJobsInBulk } from "../insert-jobs-in-bulk.ts";
import { LONG_DESCRIPTION, PLACES, publishableJob } from "../../../test/job-fixtures.ts";
import { RANK_WINDOW } from "./ranked-page.ts";
import { publishedJobs, RecencySteps } from "./recency-steps.ts";
import { runSearch } from "./search-jobs.ts";

let reader: TestClient;
const ids: Record<string, string> = {};
const companyIds: Record<string, string> = {};

/** Job keys in the order of the ids a search answered, so failures read as names, not uuids. */
const names = (items: { id: string }[]) =>
  items.map((item) => Object.keys(ids).find((key) => ids[key] === item.id) ?? item.id);

async function search(query: string) {
  const response = await reader.get(`/api/jobs${query ? `?${query}` : ""}`);
  if (response.status !== 200) throw new Error(`search ${query}: ${response.status} ${response.text}`);
  return response.json;
}

/*
 * The known data set: three companies, six published jobs, a draft and a closed job. Publication times are
 * fixed so "newest" has one right answer: A is the newest, G the oldest.
 */
it.beforeAll(async ({ db, signedInStudent, signedInCompany }) => {
  reader = (await signedInStudent()).client;
  const companies = {
    helvetia: { name: "Helvetia Robotics", address: PLACES.zurich },
    nordlicht: { name: "Nordlicht Energy", address: PLACES.hamburg },
    pixelhaus: { name: "Pixelhaus Studio", address: PLACES.berlin },
  };
  const clients: Record<string, TestClient> = {};
  for (const [key, fields] of Object.entries(companies)) {
    const company = await signedInCompany(fields);
    clients[key] = company.client;
    companyIds[key] = company.id;
  }
  const post = async (key: string, company: string, body: Record<string, unknown>, publish = true) => {
    const response = await clients[company]!.post("/api/jobs", { ...body, publish });
    if (response.status !== 201) throw new Error(`${key}: ${response.status} ${response.text}`);
    ids[key] = response.json.id;
  };
  const chf = (min: number, max: number, period: "month" | "year") => ({ min, max, currency: "CHF" as const, period });
  const eur = (min: number, max: number, period: "month" | "year") => ({ min, max, currency: "EUR" as const, period });

  await post(
    "A",
    "helvetia",
    publishableJob({
      title: "Python Developer",
      description: `${LONG_DESCRIPTION} You build tools for our robot fleet.`,
      type: "internship",
      workMode: "hybrid",
      location: PLACES.zurich,
      requiredSkills: [
        { skillId: "python", level: 3 },
        { skillId: "docker", level: 2 },
      ],
      pay: chf(3000, 4000, "month"),
      startDate: "2027-03-01",
      deadline: null,
    }),
  );
  await post(
    "B",
    "nordlicht",
    publishableJob({
      title: "Data Analyst",
      description: `${LONG_DESCRIPTION} You analyse wind data with Python: Python notebooks, Python scripts, Python dashboards and more Python.`,
      type: "full-time",
      workMode: "on-site",
      location: PLACES.hamburg,
      requiredSkills: [{ skillId: "sql", level: 3 }],
      pay: eur(55_000, 65_000, "year"),
      startDate: "2027-01-15",
      durationMonths: null,
      deadline: null,
    }),
  );
  await post(
    "C",
    "pixelhaus",
    publishableJob({
      title: "Frontend Engineer",
      type: "working-student",
      workMode: "remote",
      location: PLACES.berlin,
      requiredSkills: [
        { skillId: "react", level: 3 },
        { skillId: "typescript", level: 3 },
      ],
      pay: eur(1800, 2000, "month"),
      startDate: null,
      durationMonths: 12,
      deadline: null,
    }),
  );
  await post(
    "D",
    "helvetia",
    publishableJob({
      title: "Robotics Engineer",
      type: "full-time",
      workMode: "on-site",
      location: PLACES.winterthur,
      requiredSkills: [{ skillId: "cpp", level: 4 }],
      niceToHaveSkills: [{ skillId: "python", level: 2 }],
      pay: chf(90_000, 110_000, "year"),
      startDate: "2027-06-01",
      durationMonths: null,
      deadline: null,
    }),
  );
  await post(
    "E",
    "pixelhaus",
    publishableJob({
      title: "Technical Writer",
      type: "part-time",
      workMode: "remote",
      location: null,
      requiredSkills: [{ skillId: "technical-writing", level: 3 }],
      pay: eur(30_000, 35_000, "year"),
      startDate: null,
      durationMonths: null,
      deadline: null,
    }),
  );
  await post(
    "G",
    "helvetia",
    publishableJob({
      title: "Backend Developer (Java)",
      type: "full-time",
      workMode: "hybrid",
      location: PLACES.geneva,
      requiredSkills: [{ skillId: "java", level: 3 }],
      pay: chf(85_000, 95_000, "year"),
      startDate: "2027-04-01",
      durationMonths: null,
      deadline: null,
    }),
  );
  await post("draft", "helvetia", publishableJob({ title: "Python Secret Project" }), false);
  await post("closed", "nordlicht", publishableJob({ title: "Python Closed Role" }));
  await clients.nordlicht!.post(`/api/jobs/${ids.closed}/close`);

  const base = Date.parse("2026-10-01T12:00:00Z");
  for (const [index, key] of ["A", "B", "C", "D", "E", "G", "closed"].entries()) {
    await db
      .update(jobs)
      .set({ publishedAt: new Date(base - index * 3_600_000) })
      .where(eq(jobs.id, ids[key]!));
  }
});

describe("GET /api/jobs: listing", () => {
  it("lists published jobs only, newest first, with a total", async () => {
    const result = await search("");
    expect(names(result.items)).toEqual(["A", "B", "C", "D", "E", "G"]);
    expect(result).toMatchObject({ total: 6, totalCapped: false, correctedQuery: null, page: 1, pageSize: 20 });
  });

  it("pages with a stable order and the same total on every page", async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await search(`pageSize=2&page=${page}`));
    expect(pages.map((page) => names(page.items))).toEqual([["A", "B"], ["C", "D"], ["E", "G"], []]);
    expect(pages.map((page) => page.total)).toEqual([6, 6, 6, 6]);
  });

  it("gives result cards without the full description, with an excerpt and the company", async () => {
    const [first] = (await search("pageSize=1")).items;
    expect(first).not.toHaveProperty("description");
    expect(first.excerpt).toMatch(/^You join a small team/);
    expect(first.excerpt).not.toContain("About the role");
    expect(first.company).toEqual({
      id: companyIds.helvetia,
      name: "Helvetia Robotics",
      address: PLACES.zurich,
      logoUrl: null,
      verified: false,
    });
    expect(first.distanceKm).toBeNull();
  });

  it("needs a signed-in user", async ({ app }) => {
    expect((await app.client().get("/api/jobs")).status).toBe(401);
  });
});

describe("GET /api/jobs: filters", () => {
  it.each([
    ["type=internship", ["A"]],
    ["type=full-time,part-time", ["B", "D", "E", "G"]],
    ["type=internship&type=working-student", ["A", "C"]],
    ["workMode=remote", ["C", "E"]],
    ["workMode=on-site,hybrid", ["A", "B", "D", "G"]],
    ["skills=python", ["A", "D"]],
    ["skills=python,docker", ["A"]],
    // Yearly: A pays CHF 3,000 a month (36,000 a year), B EUR 55,000, D CHF 90,000, G CHF 85,000, C EUR 21,600,
    // E EUR 30,000. Other currencies count at the fixed rates (1 EUR = 0.93 CHF): A is EUR 38,710, B CHF 51,150.
    ["minPay=50000", ["B", "D", "G"]],
    ["minPay=36000", ["A", "B", "D", "G"]],
    ["minPay=38000", ["A", "B", "D", "G"]],
    ["minPay=39000", ["B", "D", "G"]],
    ["minPay=50000&currency=CHF", ["B", "D", "G"]],
    ["minPay=52000&currency=CHF", ["D", "G"]],
    ["minPay=36000&currency=CHF", ["A", "B", "D", "G"]],
    ["startFrom=2027-02-01", ["A", "D", "G"]],
    [`companyId=${"helvetia"}`, ["A", "D", "G"]],
    ["type=full-time&workMode=on-site&minPay=60000", ["D"]],
  ])("%s", async (query, expected) => {
    const resolved = query.replace("companyId=helvetia", `companyId=${companyIds.helvetia}`);
    const result = await search(resolved);
    expect(names(result.items)).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it.each([
    ["page=0", "page"],
    ["pageSize=51", "pageSize"],
    ["near=somewhere", "near"],
    ["near=95,8", "near"],
    ["near=47.37,8.55&radiusKm=0", "radiusKm"],
    ["type=gig", "type"],
    ["skills=telepathy", "skills"],
    ["startFrom=2027-13-01", "startFrom"],
    ["minPay=-1", "minPay"],
    ["currency=XYZ", "currency"],
    ["mine=maybe", "mine"],
    ["sort=cheapest", "sort"],
    ["sort=distance", "sort"],
    ["q=" + "x".repeat(201), "q"],
  ])("rejects %s with a field error", async (query, field) => {
    const response = await reader.get(`/api/jobs?${query}`);
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toHaveProperty([field]);
  });

  it("names the unknown values", async () => {
    const response = await reader.get("/api/jobs?type=internship,gig,shift");
    expect(response.json.error.fields.type).toBe("Unknown job type: gig, shift.");
  });
});

describe("GET /api/jobs: distance", () => {
  it("finds jobs within the radius, with their distance, and leaves jobs without a place out", async () => {
    const result = await search(`near=${PLACES.zurich.lat},${PLACES.zurich.lon}&radiusKm=30`);
    expect(names(result.items)).toEqual(["A", "D"]);
    expect(result.items[0].distanceKm).toBe(0);
    // Zürich to Winterthur is about 20 km as the crow flies.
    expect(result.items[1].distanceKm).toBeGreaterThan(17);
    expect(result.items[1].distanceKm).toBeLessThan(23);
  });

  it("sorts by distance", async () => {
    const result = await search(`near=${PLACES.zurich.lat},${PLACES.zurich.lon}&radiusKm=300&sort=distance`);
    expect(names(result.items)).toEqual(["A", "D", "G"]);
    // Geneva is about 225 km from Zürich.
    expect(result.items[2].distanceKm).toBeGreaterThan(215);
    expect(result.items[2].distanceKm).toBeLessThan(235);
  });

  it("combines place with words and filters", async () => {
    const near = `near=${PLACES.zurich.lat},${PLACES.zurich.lon}&radiusKm=300`;
    expect(names((await search(`${near}&q=engineer`)).items)).toEqual(["D"]);
    expect(names((await search(`${near}&type=full-time&sort=distance`)).items)).toEqual(["D", "G"]);
  });
});

describe("GET /api/jobs: text search", () => {
  it("ranks a title match above mentions in the description, and leaves drafts and closed jobs out", async () => {
    const result = await search("q=python");
    // A has Python in its title, D as a skill, B only in its description (five times, and B is newer than
    // D): the title match comes first whatever the counts and dates.
    expect(names(result.items)[0]).toBe("A");
    expect(new Set(names(result.items))).toEqual(new Set(["A", "B", "D"]));
    expect(result.total).toBe(3);
  });

  it.each([
    ["q=nordlicht", ["B"]],
    ["q=winterthur", ["D"]],
    ["q=developers", ["A", "G"]],
    ["q=data%20analysts", ["B"]],
    ["q=typescript", ["C"]],
    ["q=python%20-robotics", ["B"]],
    ["q=%22robot%20fleet%22", ["A"]],
    ["q=python%20or%20java", ["A", "B", "D", "G"]],
  ])("%s (company, place, stemming, skills, search syntax)", async (query, expected) => {
    const result = await search(`${query}&sort=newest`);
    expect(names(result.items)).toEqual(expected);
  });

  it("tolerates typos in titles and company names, and says what it searched", async () => {
    const developer = await search("q=pyhton%20devloper");
    expect(names(developer.items)[0]).toBe("A");
    expect(developer.correctedQuery).toBe("python developer");

    const company = await search("q=helvetia%20robotcs");
    expect(new Set(names(company.items))).toEqual(new Set(["A", "D", "G"]));
    expect(company.correctedQuery).toBe("helvetia robotics");

    const nothing = await search("q=zzyzx%20qwrtp");
    expect(nothing).toMatchObject({ items: [], total: 0, correctedQuery: null });
  });

  it("keeps a query that matches as typed", async () => {
    expect((await search("q=python")).correctedQuery).toBeNull();
  });

  it("keeps the total on a page past the last match", async () => {
    const all = await search("q=developer");
    expect(all.total).toBeGreaterThan(1);
    const past = await search(`q=developer&pageSize=1&page=${all.total + 1}`);
    expect(past).toMatchObject({ items: [], total: all.total, totalCapped: false, correctedQuery: null });
  });

  it("searches a company's own jobs in every state with mine=true", async ({ signedInCompany }) => {
    const { client: owner, id: ownerId } = await signedInCompany({ name: "Owner Only GmbH" });
    const draft = await owner.post("/api/jobs", publishableJob({ title: "Quantum Gardener" }));
    const other = await owner.post("/api/jobs", { ...publishableJob({ title: "Office Manager" }), publish: true });
    const mine = await owner.get("/api/jobs?mine=true&q=gardener");
    expect(mine.json.items.map((item: { id: string }) => item.id)).toEqual([draft.json.id]);
    expect((await owner.get("/api/jobs?mine=true")).json.total).toBe(2);
    expect((await search("q=gardener")).total).toBe(0);
    expect(ownerId).toBe(other.json.companyId);
  });
});

// On an app of its own: the file's app has other jobs, and these tests count every match.
describe("GET /api/jobs: bounded ranking and counting", () => {
  let bounded: TestApp;
  let client: TestClient;
  const order: string[] = [];
  const TOTAL = 1050;

  // 1,050 jobs mention "zebra", newest first in `order`. Three have it in the title: two inside the ranked
  // window (positions 100 and 150) and one far outside it (position 1,000).
  beforeAll(async () => {
    bounded = await createTestApp();
    const company = await newCompany(bounded, { name: "Savanna Works" });
    client = company.client;
    const base = Date.parse("2026-10-01T00:00:00Z");
    const titled = new Set([100, 150, 1000]);
    const bulk: BulkJob[] = Array.from({ length: TOTAL }, (_, position) => {
      const fields = {
        ...publishableJob({ title: titled.has(position) ? `Zebra Keeper ${position}` : `Animal Carer ${position}` }),
        description: `${LONG_DESCRIPTION} Our zebra needs daily care.`,
      } as BulkJob["fields"];
      const publishedAt = new Date(base - position * 60_000);
      return {
        companyId: company.id,
        companyName: "Savanna Works",
        status: "published",
        createdAt: publishedAt,
        publishedAt,
        fields,
      };
    });
    await insertJobsInBulk({ db: bounded.deps.database.db, jobs: bulk });
    const rows = await bounded.deps.database.db.select({ id: jobs.id, publishedAt: jobs.publishedAt }).from(jobs);
    order.push(...rows.sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime()).map((row) => row.id));
  });
  afterAll(async () => {
    await bounded.close();
  });

  const page = async (query: string) => (await client.get(`/api/jobs?q=zebra&${query}`)).json;

  it("caps the total and says so", async () => {
    const first = await page("pageSize=20");
    expect(first).toMatchObject({ total: 1000, totalCapped: true });
    expect((await client.get("/api/jobs?pageSize=5")).json).toMatchObject({ total: 1000, totalCapped: true });
  });

  it("ranks title matches first within the newest RANK_WINDOW matches", async () => {
    expect(RANK_WINDOW).toBe(200);
    const first = await page("pageSize=5");
    expect(first.items.map((item: { title: string }) => item.title)).toEqual([
      "Zebra Keeper 100",
      "Zebra Keeper 150",
      "Animal Carer 0",
      "Animal Carer 1",
      "Animal Carer 2",
    ]);
  });

  it("continues newest first past the window, without repeating or skipping a job", async () => {
    const seen: string[] = [];
    for (let number = 1; number <= 6; number += 1)
      seen.push(...(await page(`pageSize=50&page=${number}`)).items.map((item: { id: string }) => item.id));
    expect(new Set(seen).size).toBe(300);
    // The first four pages are the ranked window: exactly the 200 newest matches.
    expect(new Set(seen.slice(0, RANK_WINDOW))).toEqual(new Set(order.slice(0, RANK_WINDOW)));
    // Then plain newest first from where the window ended.
    expect(seen.slice(RANK_WINDOW)).toEqual(order.slice(RANK_WINDOW, 300));
  });

  it("fills a page that straddles the end of the window from the newest first order", async () => {
    const seen: string[] = [];
    for (let number = 1; number <= 10; number += 1)
      seen.push(...(await page(`pageSize=30&page=${number}`)).items.map((item: { id: string }) => item.id));
    expect(new Set(seen).size).toBe(300);
    expect(new Set(seen.slice(0, RANK_WINDOW))).toEqual(new Set(order.slice(0, RANK_WINDOW)));
    expect(seen.slice(RANK_WINDOW)).toEqual(order.slice(RANK_WINDOW, 300));
  });

  it("reads the newest stretch of jobs holding the counted matches, with the answers it gives over all jobs", async () => {
    const db = bounded.deps.database.db;
    // One stretch, the newest 1,024 jobs: 1,024 "zebra" matches, past the cap, and three "keeper"s.
    const stretches = new RecencySteps(publishedJobs(), { first: 1024, factor: 4, largest: 1024 }, 0);
    const [stretch] = await stretches.steps(db);
    const [at1024] = await db.select({ publishedAt: jobs.publishedAt }).from(jobs).where(eq(jobs.id, order[1023]!));
    expect(stretch).toEqual({ since: at1024!.publishedAt, rows: 1024 });
    const searches = [
      "q=zebra",
      "q=zebra&pageSize=5&page=3",
      "q=zebra&pageSize=30&page=7",
      "q=zebra&sort=newest&pageSize=50&page=20",
      "pageSize=50&page=2",
      "q=keeper",
      // One match inside the stretch (Zebra Keeper 1000), one outside it (Animal Carer 1040).
      "q=1000 or 1040",
      "q=zebra&pageSize=50&page=21",
    ];
    for (const search of searches) {
      const query = jobSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
      const stepped = await runSearch(db, query, { kind: "public" }, null, stretches);
      expect(stepped, search).toEqual(await runSearch(db, query, { kind: "public" }, null, null));
    }
  });

  it("still serves pages beyond the capped total", async () => {
    const deep = await page("pageSize=50&page=21");
    expect(deep.items.map((item: { id: string }) => item.id)).toEqual(order.slice(1000, 1050));
    expect(deep.items[0].title).toBe("Zebra Keeper 1000");
  });
});
