import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { jobs, students } from "../../../db/schema/index.ts";
import { it } from "../../../test/api-test.ts";
import { createCv, fullCv } from "../../../test/cv-fixtures.ts";
import { publishableJob } from "../../../test/job-fixtures.ts";
import { newCompany, newStudent } from "../../../test/test-app.ts";
import { todayIso } from "../match-inputs.ts";
import { jobWindow } from "./job-window.ts";
import { PREPARED_JOBS_KEPT, poolJobsByIds, preparedJobsOf } from "./pool-jobs.ts";
import { PREPARED_STUDENTS_KEPT, poolStudentsByCvIds, preparedStudentsOf } from "./pool-students.ts";
import { studentWindow } from "./student-window.ts";

// Rankings from the database keep jobs and CVs prepared by id and the version of their match entry: a write
// to the job, the CV or its student (from anywhere, even one that leaves updated_at alone) is prepared anew.
describe("prepared jobs and students kept by a process", () => {
  it("are prepared again after any write to their rows, and kept while unchanged", async ({ app, db }) => {
    const today = todayIso();
    const company = await newCompany(app);
    const posted = await company.client.post("/api/jobs", {
      ...publishableJob({ title: "Zig Intern", requiredSkills: [{ skillId: "zig", level: 3 }] }),
      publish: true,
    });
    expect(posted.status).toBe(201);
    const jobId = posted.json.id as string;
    const student = await newStudent(app, { openToOffers: true });
    const cv = await createCv(student.client, fullCv({ skills: [{ skillId: "zig", level: 4 }], desiredTypes: [] }));

    const preparedJob = async () => {
      const rows = await jobWindow(db, {
        cv: { desiredTypes: [], skillIds: ["zig"] },
        areas: null,
        where: null,
        limit: 1000,
      });
      return (
        await poolJobsByIds(
          db,
          rows.map((row) => row.id),
        )
      ).get(jobId)!;
    };
    const first = await preparedJob();
    expect(first.prepared.job.title).toBe("Zig Intern");
    expect(await preparedJob()).toBe(first);

    // Straight to the database, updated_at left as it was.
    await db.update(jobs).set({ title: "Zig Engineer" }).where(eq(jobs.id, jobId));
    const edited = await preparedJob();
    expect(edited).not.toBe(first);
    expect(edited.prepared.job.title).toBe("Zig Engineer");
    expect(await preparedJob()).toBe(edited);

    const preparedStudent = async () => {
      const rows = await studentWindow(db, {
        job: { type: "internship", requiredSkillIds: ["zig"], niceSkillIds: [] },
        point: null,
        skills: undefined,
        limit: 1000,
      });
      const cvIds = rows.map((row) => row.cvId);
      return (await poolStudentsByCvIds(db, { cvIds, today })).get(cv.id as string)!;
    };
    const kept = await preparedStudent();
    expect(await preparedStudent()).toBe(kept);
    // The student's own row (their card, their profile's studies) is part of what is kept with the CV.
    await db.update(students).set({ name: "Renamed Student" }).where(eq(students.id, student.id));
    const renamed = await preparedStudent();
    expect(renamed).not.toBe(kept);
    expect(renamed.card.name).toBe("Renamed Student");

    expect(preparedJobsOf(db).capacity).toBe(PREPARED_JOBS_KEPT);
    expect(preparedStudentsOf(db).capacity).toBe(PREPARED_STUDENTS_KEPT);
    expect(preparedJobsOf(db).size).toBeLessThanOrEqual(PREPARED_JOBS_KEPT);
  });
});
