import type { Interview } from "@stint/shared/interviews";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { interviews } from "../../db/schema/index.ts";
import type { Party } from "../applications/party.ts";
import { applicationFor } from "./application-parties.ts";
import { interviewsWhere } from "./interview-dto.ts";
import { interviewFor } from "./interview-viewer.ts";

/** One interview for one of its parties (404 for anyone else). */
export async function getInterview(db: Db, party: Party, interviewId: string): Promise<Interview> {
  await interviewFor(db, party, interviewId, "read");
  const [interview] = await interviewsWhere(db, eq(interviews.id, interviewId));
  return interview!;
}

/** An application's interviews, oldest first, for its student or the job's company. */
export async function listApplicationInterviews(db: Db, party: Party, applicationId: string): Promise<Interview[]> {
  await applicationFor(db, party, applicationId, "read");
  return interviewsWhere(db, eq(interviews.applicationId, applicationId));
}

// The time an interview is at: its chosen slot, else its earliest proposed one.
const nextStart = sql`(select min(s.starts_at) from interview_slots s where s.interview_id = ${interviews.id}
  and (${interviews.chosenSlotId} is null or s.id = ${interviews.chosenSlotId}))`;
const stillAhead = (now: Date) => sql`exists (select 1 from interview_slots s where s.interview_id = ${interviews.id}
  and (${interviews.chosenSlotId} is null or s.id = ${interviews.chosenSlotId})
  and s.starts_at + make_interval(mins => s.duration_minutes) > ${now.toISOString()}::timestamptz)`;

/**
 * The viewer's interviews (either role), soonest first. `upcoming`: not cancelled, and its time (or one of
 * its proposed times) not over yet.
 */
export async function listMyInterviews(options: {
  db: Db;
  party: Party;
  upcoming: boolean;
  now: Date;
}): Promise<Interview[]> {
  const { db, party, upcoming, now } = options;
  const mine =
    party.role === "student" ? eq(interviews.studentId, party.accountId) : eq(interviews.companyId, party.accountId);
  const where = upcoming ? and(mine, ne(interviews.status, "cancelled"), stillAhead(now)) : mine;
  return interviewsWhere(db, where, [sql`${nextStart} asc nulls last`]);
}
