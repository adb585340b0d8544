import { describe, expect, vi } from "vitest";
import type { Candidate } from "@stint/shared/matching";
import type { Logger } from "../lib/logger.ts";
import { type BulkJob, insertJobsInBulk } from "../modules/jobs/insert-jobs-in-bulk.ts";
import { it } from "../test/api-test.ts";
import { createCv, fullCv } from "../test/cv-fixtures.ts";
import { publishableJob } from "../test/job-fixtures.ts";
import { BYTES_PER_JOB, countIndexRows, estimateIndexBytes } from "./index-budget.ts";
import { startingIndexMode } from "./index-budget-check.ts";

// This file's app may keep 1 MB of indexes: about 190 jobs, far more than its tests write, until one writes more.
it.override({ appEnv: { INDEX_MEMORY_MB: "1" } });

const spyLogger = () => ({ warn: vi.fn(), info: vi.fn() }) as unknown as Logger & { warn: ReturnType<typeof vi.fn> };
const MB = 1024 * 1024;

const skills = [{ skillId: "rust", level: 4 }];

describe("the index budget at start", () => {
  it("keeps the indexes in memory when their rows fit, else answers from the database before any load", async ({
    db,
    signedInCompany,
    signedInStudent,
  }) => {
    const company = await signedInCompany();
    expect((await company.client.post("/api/jobs", { ...publishableJob(), publish: true })).status).toBe(201);
    const student = await signedInStudent({ openToOffers: true });
    await createCv(student.client, fullCv({ skills }));
    const { rows } = await countIndexRows(db, 1024 * MB);
    expect(rows.jobs).toBeGreaterThan(0);
    expect(rows.students).toBeGreaterThan(0);
    const estimate = estimateIndexBytes(rows);

    const fits = await startingIndexMode({ db, logger: spyLogger(), budgetBytes: estimate });
    expect(fits.inMemory).toBe(true);

    const logger = spyLogger();
    const over = await startingIndexMode({ db, logger, budgetBytes: estimate - 1 });
    expect(over.inMemory).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ why: "the indexes would pass their budget", atLeastRows: rows, budgetMb: 0 }),
      "in-memory indexes off: searches and rankings read the database",
    );
    // Counted no further than the budget needs: a budget of one job stops at the second.
    expect(await countIndexRows(db, BYTES_PER_JOB)).toMatchObject({ rows: { jobs: Math.min(rows.jobs, 2) } });
    expect((await startingIndexMode({ db, logger: spyLogger(), budgetBytes: 0 })).inMemory).toBe(false);
  });
});

describe("an index that would pass its budget as it grows", () => {
  it("stops growing, drops both indexes, and the process answers searches and rankings from the database", async ({
    app,
    db,
    signedInCompany,
    signedInStudent,
  }) => {
    const company = await signedInCompany();
    const created = await company.client.post("/api/jobs", {
      ...publishableJob({ title: "Budgeted Rust Intern", requiredSkills: [{ skillId: "rust", level: 3 }] }),
      publish: true,
    });
    expect(created.status).toBe(201);
    const jobId = created.json.id as string;
    const student = await signedInStudent({ openToOffers: true });
    await createCv(
      student.client,
      fullCv({ skills, desiredTypes: [], preferredPlaces: [], availableFrom: null, availableTo: null }),
    );
    const search = app.deps.jobReads.searchIndex;
    const matching = app.deps.matchingIndex;
    search.start();
    matching.start();
    expect(await matching.current()).toBe(true);
    const ready = async () => (await app.client().get("/api/health/ready")).json;
    expect(await ready()).toMatchObject({
      status: "ready",
      checks: { searchIndex: "loaded", matchingIndex: "loaded" },
    });

    const searchTitles = async (q: string) =>
      ((await student.client.get(`/api/jobs?q=${q}`)).json.items as { title: string }[]).map((item) => item.title);
    const rankedJobs = async () =>
      ((await student.client.get("/api/matching/jobs?limit=50")).json.items as { job: { id: string } }[]).map(
        (item) => item.job.id,
      );
    const rankedStudents = async () =>
      ((await company.client.get(`/api/matching/candidates?jobId=${jobId}&limit=50`)).json.items as Candidate[]).map(
        (item) => item.student.id,
      );
    const before = {
      search: await searchTitles("budgeted"),
      jobs: await rankedJobs(),
      students: await rankedStudents(),
    };
    expect(before.search).toEqual(["Budgeted Rust Intern"]);
    expect(before.jobs).toContain(jobId);
    expect(before.students).toContain(student.id);

    // More jobs than 1 MB holds, written as another process would: the next sync finds them.
    const now = new Date();
    const filler = Math.ceil(MB / BYTES_PER_JOB) + 10;
    await insertJobsInBulk({
      db,
      jobs: Array.from({ length: filler }, (_, i) => ({
        companyId: company.id,
        companyName: "Filler",
        status: "published" as const,
        createdAt: now,
        publishedAt: now,
        // publishableJob fills every field a published job needs.
        fields: publishableJob({ title: `Filler posting ${i}` }) as BulkJob["fields"],
      })),
    });
    expect(await search.current()).toBeNull();
    expect(search.inMemory).toBe(false);
    expect(await matching.current()).toBe(false);
    // Dropped, so that the memory is freed; and no longer followed.
    expect(matching.jobs.size + matching.students.size).toBe(0);
    expect(search.loaded || matching.loaded).toBe(false);

    expect(await ready()).toEqual({
      status: "ready",
      checks: {
        migrations: "done",
        database: "ok",
        searchIndex: "database",
        matchingIndex: "database",
        draining: false,
      },
    });
    // The same answers, from the database.
    expect(await searchTitles("budgeted")).toEqual(before.search);
    const fillers = await searchTitles("filler");
    expect(fillers.length).toBeGreaterThan(0);
    expect(fillers.every((title) => title.startsWith("Filler posting"))).toBe(true);
    // Rankings too, from the database (matching/database): the student and the job still find each other.
    expect(await rankedJobs()).toContain(jobId);
    expect(await rankedStudents()).toEqual(before.students);
  });
});
