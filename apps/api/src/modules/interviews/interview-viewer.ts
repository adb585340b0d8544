import type { Context } from "hono";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { interviews } from "../../db/schema/index.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/http/app-env.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import {
  type InterviewAction,
  interviewAccessAllows,
  interviewRelation,
  type InterviewRelation,
} from "../access/interview-access-policy.ts";
import { type Party, requireParty } from "../applications/party.ts";
import { selectInterviews, type InterviewRow } from "./interview-dto.ts";

export const interviewNotFound = () => notFound("This interview");

/** The signed-in party (401 signed out, 403 without an account). */
export const requireInterviewViewer = (c: Context<AppEnv>): Promise<Party> => requireParty(c);

const REFUSED: Record<InterviewAction, string> = {
  read: "You cannot see this interview.",
  propose: "Only the job's company proposes interview times.",
  pick: "Only the student picks an interview time.",
  "ask-other-times": "Only the student asks for other times.",
  reschedule: "Only the job's company reschedules; ask for other times instead.",
  cancel: "You cannot cancel this interview.",
};

/** 404 for a stranger (the access policy), 403 for a party asking for the other side's action. */
export function assertInterviewAccess(
  party: Party,
  parties: { companyId: string | null; studentId: string | null },
  action: InterviewAction,
  missing: () => Error = interviewNotFound,
): InterviewRelation {
  const relation = interviewRelation(party, parties);
  if (!relation) throw missing();
  if (!interviewAccessAllows(relation, action)) throw forbidden(REFUSED[action]);
  return relation;
}

/**
 * The interview for `action`, locked for the change (`FOR UPDATE` of the interview row) when `lock`: two
 * concurrent picks or a pick and a cancel are ordered, and the second sees the first's result.
 */
export async function interviewFor(
  db: Db,
  party: Party,
  interviewId: string,
  action: InterviewAction,
  options: { lock?: boolean } = {},
): Promise<InterviewRow & { relation: InterviewRelation }> {
  if (!isUuid(interviewId)) throw interviewNotFound();
  const query = selectInterviews(db).where(eq(interviews.id, interviewId));
  const [row] = options.lock ? await query.for("update", { of: interviews }) : await query;
  if (!row) throw interviewNotFound();
  return { ...row, relation: assertInterviewAccess(party, row, action) };
}
