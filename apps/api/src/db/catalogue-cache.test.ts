import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/test-database.ts";
import { CatalogueCache, catalogueGenerationSource, readCatalogueGeneration } from "./catalogue-cache.ts";
import type { Database } from "./client.ts";

let database: Database;
const db = () => database.db;
// A write any process could make: straight SQL, past every service, so only the triggers can notice it.
const touchJobs = () => db().execute(sql`update jobs set title = title where false`);
const touchCompanies = () => db().execute(sql`update companies set name = name where false`);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A loader that counts its calls and answers `value`. */
function counting<V>(value: V) {
  const load = async () => {
    load.calls += 1;
    return value;
  };
  load.calls = 0;
  return load;
}

describe("the catalogue generation", () => {
  it("grows with every statement that writes jobs or companies, and with nothing else", async () => {
    const start = await readCatalogueGeneration(db());
    await touchJobs();
    expect(await readCatalogueGeneration(db())).toBe(start + 1);
    await touchCompanies();
    expect(await readCatalogueGeneration(db())).toBe(start + 2);
    await db().execute(sql`select count(*) from jobs`);
    await db().execute(sql`update students set name = name where false`);
    expect(await readCatalogueGeneration(db())).toBe(start + 2);
  });

  it("does not move for a write that is rolled back", async () => {
    const start = await readCatalogueGeneration(db());
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`update jobs set title = title where false`);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await readCatalogueGeneration(db())).toBe(start);
  });
});

describe("the generation source a server uses", () => {
  // On PGlite it is the triggers' NOTIFY, delivered in process; on PostgreSQL a read of the table.
  it("tells of a write as soon as the writing statement has returned, and only once it commits", async () => {
    const generation = catalogueGenerationSource(database);
    const start = await generation();
    expect(start).toBe(await readCatalogueGeneration(db()));
    await touchJobs();
    expect(await generation()).toBe(start + 1);
    await db().transaction(async (tx) => {
      await tx.execute(sql`update companies set name = name where false`);
      expect(await generation()).toBe(start + 1);
    });
    expect(await generation()).toBe(start + 2);
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`update jobs set title = title where false`);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await generation()).toBe(start + 2);
  });
});

describe("CatalogueCache", () => {
  it("loads every time, without reading the generation, when it may keep nothing", async () => {
    const cache = new CatalogueCache<string>({ generation: () => readCatalogueGeneration(db()), maxEntries: 0 });
    const load = counting("page");
    await cache.get("k", load);
    await cache.get("k", load);
    expect(load.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("answers a key again from memory until jobs or companies change", async () => {
    const cache = new CatalogueCache<string>({ generation: () => readCatalogueGeneration(db()), maxEntries: 10 });
    const load = counting("page");
    expect(await cache.get("k", load)).toBe("page");
    expect(await cache.get("k", load)).toBe("page");
    expect(load.calls).toBe(1);
    await touchJobs();
    expect(await cache.get("k", load)).toBe("page");
    expect(load.calls).toBe(2);
    await touchCompanies();
    await cache.get("k", load);
    expect(load.calls).toBe(3);
  });

  it("runs one load for concurrent requests of the same missing key", async () => {
    const cache = new CatalogueCache<string>({ generation: () => readCatalogueGeneration(db()), maxEntries: 10 });
    const load = counting("page");
    const answers = await Promise.all(Array.from({ length: 8 }, () => cache.get("same", load)));
    expect(answers).toEqual(Array(8).fill("page"));
    expect(load.calls).toBe(1);
  });

  it("forgets a failed load, so the next request tries again", async () => {
    const cache = new CatalogueCache<string>({ generation: () => readCatalogueGeneration(db()), maxEntries: 10 });
    await expect(cache.get("k", () => Promise.reject(new Error("gone")))).rejects.toThrow("gone");
    expect(cache.size).toBe(0);
    const load = counting("back");
    expect(await cache.get("k", load)).toBe("back");
    expect(load.calls).toBe(1);
  });

  it("keeps at most maxEntries, dropping the least recently used first", async () => {
    const cache = new CatalogueCache<string>({ generation: () => readCatalogueGeneration(db()), maxEntries: 2 });
    const loads = { a: counting("a"), b: counting("b"), c: counting("c") };
    await cache.get("a", loads.a);
    await cache.get("b", loads.b);
    await cache.get("a", loads.a); // a is now the most recent
    await cache.get("c", loads.c); // evicts b
    expect(cache.size).toBe(2);
    await cache.get("a", loads.a);
    await cache.get("b", loads.b);
    expect([loads.a.calls, loads.b.calls, loads.c.calls]).toEqual([1, 2, 1]);
  });

  it("never serves a load that began before a write once a request has seen the write", async () => {
    const cache = new CatalogueCache<string>({ generation: () => readCatalogueGeneration(db()), maxEntries: 10 });
    // Request 1 reads the generation and is held up; a write lands; request 2 fills the cache for the new
    // generation; request 1's result (perhaps from before the write) must not replace it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = cache.get("k", async () => {
      await held;
      return "old";
    });
    await touchJobs();
    expect(await cache.get("k", async () => "new")).toBe("new");
    release();
    expect(await slow).toBe("old");
    expect(await cache.get("k", async () => "reloaded")).toBe("new");
  });
});
