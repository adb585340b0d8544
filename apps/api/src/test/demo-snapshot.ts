import type { Db } from "../db/client.ts";
import { applications, companies, cvs, jobs, students, users } from "../db/schema/index.ts";
import type { DemoSnapshot } from "./demo-plausibility.ts";

/** What the demo stored, as demo-plausibility.ts checks it. */
export async function readDemoSnapshot(db: Db): Promise<DemoSnapshot> {
  return {
    users: await db.select({ id: users.id, createdAt: users.createdAt }).from(users),
    companies: await db
      .select({
        id: companies.id,
        name: companies.name,
        industry: companies.industry,
        description: companies.description,
        createdAt: companies.createdAt,
      })
      .from(companies),
    students: await db
      .select({
        id: students.id,
        name: students.name,
        bio: students.bio,
        fieldOfStudy: students.fieldOfStudy,
        university: students.university,
        createdAt: students.createdAt,
      })
      .from(students),
    jobs: await db
      .select({
        id: jobs.id,
        companyId: jobs.companyId,
        title: jobs.title,
        description: jobs.description,
        requiredSkills: jobs.requiredSkills,
        niceToHaveSkills: jobs.niceToHaveSkills,
        createdAt: jobs.createdAt,
        publishedAt: jobs.publishedAt,
      })
      .from(jobs),
    cvs: await db
      .select({
        id: cvs.id,
        studentId: cvs.studentId,
        isPrimary: cvs.isPrimary,
        title: cvs.title,
        summary: cvs.summary,
        skills: cvs.skills,
        experience: cvs.experience,
        createdAt: cvs.createdAt,
      })
      .from(cvs),
    applications: await db
      .select({
        studentId: applications.studentId,
        jobId: applications.jobId,
        cvId: applications.cvId,
        createdAt: applications.createdAt,
      })
      .from(applications)
      // Demo applications all have their job and student (no demo account is deleted).
      .then((rows) => rows.map((row) => ({ ...row, studentId: row.studentId!, jobId: row.jobId! }))),
  };
}
