import type { Candidate } from "@stint/shared/matching";
import type { JobListItem } from "@stint/shared/jobs";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { jobs, students } from "../../../db/schema/index.ts";
import { it } from "../../../test/api-test.ts";
import { createCv, fullCv } from "../../../test/cv-fixtures.ts";
import { publishableJob } from "../../../test/job-fixtures.ts";
import { newCompany, newStudent } from "../../../test/test-app.ts";

// A process without in-memory indexes (INDEX_MEMORY_MB=0) ranks from the database: the entries its windows
// read are kept by triggers in the writing transaction, so a write from anywhere shows in the next ranking.

describe("rankings from the database", () => {
  // A second application on a busy machine takes a while to start.
  it(
    "list a matching job and student, and follow writes made straight to the database",
    { timeout: 240_000 },
    async ({ startApp }) => {
      const app = await startApp({ INDEX_MEMORY_MB: "0" });
      const db = app.deps.database.db;
      expect(await app.deps.matchingIndex.current()).toBe(false);
      const company = await newCompany(app);
      const posted = await company.client.post("/api/jobs", {
        ...publishableJob({ title: "Rust Intern", requiredSkills: [{ skillId: "rust", level: 3 }] }),
        publish: true,
      });
      expect(posted.status).toBe(201);
      const jobId = posted.json.id as string;
      const student = await newStudent(app, { openToOffers: true });
      const cv = await createCv(
        student.client,
        fullCv({
          skills: [{ skillId: "rust", level: 4 }],
          desiredTypes: [],
          preferredPlaces: [],
          availableFrom: null,
          availableTo: null,
        }),
      );
      const listedJobs = async () => {
        const response = await student.client.get("/api/matching/jobs?limit=50");
        expect(response.status).toBe(200);
        return (response.json.items as { job: JobListItem }[]).map((item) => item.job.id);
      };
      const bestMatch = async () =>
        ((await student.client.get("/api/jobs?sort=match&q=rust")).json.items as JobListItem[]).map((job) => job.id);
      const listedStudents = async () => {
        const response = await company.client.get(`/api/matching/candidates?jobId=${jobId}&limit=50`);
        expect(response.status).toBe(200);
        return (response.json.items as Candidate[]).map((item) => item.student.id);
      };

      expect(await listedJobs()).toEqual([jobId]);
      expect(await bestMatch()).toEqual([jobId]);
      expect(await listedStudents()).toEqual([student.id]);

      await db.update(jobs).set({ status: "closed" }).where(eq(jobs.id, jobId));
      await db.update(students).set({ openToOffers: false }).where(eq(students.id, student.id));
      expect(await listedJobs()).toEqual([]);
      expect(await listedStudents()).toEqual([]);

      await db.update(jobs).set({ status: "published" }).where(eq(jobs.id, jobId));
      await db.update(students).set({ openToOffers: true }).where(eq(students.id, student.id));
      expect(await listedJobs()).toEqual([jobId]);
      expect(await listedStudents()).toEqual([student.id]);

      // A CV without the skill the job requires: neither side lists the other.
      const patched = await student.client.patch(`/api/cvs/${cv.id as string}`, {
        skills: [{ skillId: "python", level: 4 }],
      });
      expect(patched.status).toBe(200);
      expect(await listedJobs()).toEqual([]);
      expect(await listedStudents()).toEqual([]);
    },
  );
});
