import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, roundJobs, roundMembers } from "../../db/schema/index.ts";
import { OPEN_STATUSES } from "./round-statuses.ts";

/** Students with an open application to a job of the round: the ones who rank. */
export async function roundStudents(db: Db, roundId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ studentId: applications.studentId })
    .from(applications)
    .innerJoin(roundJobs, and(eq(roundJobs.jobId, applications.jobId), eq(roundJobs.roundId, roundId)))
    .where(inArray(applications.status, OPEN_STATUSES));
  // An open application always has its student (an account deletion ends its applications first).
  return rows.flatMap((row) => (row.studentId === null ? [] : [row.studentId])).sort();
}

/** The companies that joined the round, but `except` (the one acting, who needs no telling). */
export async function joinedCompanies(db: Db, roundId: string, except?: string): Promise<string[]> {
  const rows = await db
    .select({ companyId: roundMembers.companyId })
    .from(roundMembers)
    .where(
      and(
        eq(roundMembers.roundId, roundId),
        eq(roundMembers.status, "joined"),
        except ? ne(roundMembers.companyId, except) : undefined,
      ),
    );
  return rows.map((row) => row.companyId).sort();
}
