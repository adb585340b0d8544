import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applicationEvents, applications, invitations, jobs } from "../../db/schema/index.ts";
import { endOpenInvitations } from "./end-open-invitations.ts";
import { companyLeftTitle, studentLeftTitle } from "./application-messages.ts";
import { endOpenApplications } from "./end-open-applications.ts";

/**
 * Before a company's account is deleted (decision 022): every open application is rejected as its job's
 * closing would (reason `job-closed`, the text saying why), each student told; every open invitation ends,
 * each student told; and every application keeps the job and the company's name as they were
 * (`removedJob`), so the student's history still names what they applied to once the rows are gone. Its
 * matches, ratings and rounds go with the account (foreign keys), each application's status already final.
 */
export async function endCompanyDealings(tx: Db, company: { id: string; name: string }): Promise<void> {
  await endOpenApplications(tx, {
    where: eq(applications.companyId, company.id),
    to: "rejected",
    actor: { id: company.id, role: "company" },
    reasonCode: "job-closed",
    reasonText: `${company.name} deleted its account.`,
    notice: (row) => ({
      recipientId: row.studentId,
      kind: "application.status",
      title: companyLeftTitle(row.companyName, row.jobTitle),
    }),
  });
  await endOpenInvitations(tx, { where: eq(invitations.companyId, company.id), reason: "company-deleted" });
  await tx
    .update(applications)
    .set({
      removedJob: sql`jsonb_build_object(
        'id', ${jobs.id}, 'title', ${jobs.title}, 'companyId', ${jobs.companyId},
        'companyName', ${jobs.companyName}, 'startDate', ${jobs.startDate}, 'deadline', ${jobs.deadline},
        'removedAt', now())`,
    })
    .from(jobs)
    .where(and(eq(jobs.id, applications.jobId), eq(applications.companyId, company.id)));
}

/**
 * Before a student's account is deleted (decision 022): every open application is withdrawn, each company
 * told without the student's name; the applications stay in the companies' pipelines, emptied of what the
 * student wrote (their note, their reasons), and lose the student (set null) with the account.
 */
export async function endStudentDealings(tx: Db, studentId: string): Promise<void> {
  await tx
    .update(applications)
    .set({
      note: null,
      reasonText: sql`case when ${applications.status} = 'withdrawn' then null else ${applications.reasonText} end`,
    })
    .where(eq(applications.studentId, studentId));
  await tx
    .update(applicationEvents)
    .set({ reasonText: null })
    .where(and(eq(applicationEvents.actorId, studentId), isNotNull(applicationEvents.reasonText)));
  await endOpenApplications(tx, {
    where: eq(applications.studentId, studentId),
    to: "withdrawn",
    actor: { id: studentId, role: "student" },
    reasonCode: null,
    reasonText: "The student deleted their account.",
    notice: (row) => ({
      recipientId: row.companyId,
      kind: "application.withdrawn",
      title: studentLeftTitle(row.jobTitle),
    }),
  });
}
