import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared-per-db.ts";
import { savedJobs } from "../../db/schema/index.ts";

// Asked with every page of job cards a student sees (beside their marks), hence prepared; the ids go as one
// array literal (the embedded database's named statements take strings, decision 020).
const savedAmong = preparedPerDb((db) =>
  db
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(
      sql`${savedJobs.studentId} = ${sql.placeholder("studentId")} and ${savedJobs.jobId} = any(${sql.placeholder("jobIds")}::uuid[])`,
    )
    .prepare("saved_job_ids"),
);

/** Which of `jobIds` the student saved: one query on the primary key, whatever the page's size. */
export async function savedJobIds(options: {
  db: Db;
  studentId: string;
  jobIds: readonly string[];
}): Promise<Set<string>> {
  const { db, studentId, jobIds } = options;
  if (jobIds.length === 0) return new Set();
  const rows = await savedAmong(db).execute({ studentId, jobIds: `{${jobIds.join(",")}}` });
  return new Set(rows.map((row) => row.jobId));
}
