/**
 * Who may do what to an interview (issue 32), as one table. An interview belongs to an application: its
 * parties are the job's company and the applying student. Anyone else is answered 404 (whether it exists
 * included), a party asking for the other side's action 403, a signed-out request 401 (the route's viewer).
 */
export const INTERVIEW_ACTIONS = ["read", "propose", "pick", "ask-other-times", "reschedule", "cancel"] as const;
export type InterviewAction = (typeof INTERVIEW_ACTIONS)[number];

export type InterviewRelation = "company-of-job" | "student-of-application";

const GRANTS: Record<InterviewRelation, readonly InterviewAction[]> = {
  // The company proposes, moves (reschedule) and cancels; it reads what it proposed.
  "company-of-job": ["read", "propose", "reschedule", "cancel"],
  // The student picks a time or asks for others (also to move a scheduled one), and may cancel.
  "student-of-application": ["read", "pick", "ask-other-times", "cancel"],
};

/** The viewer's relation to an interview (or to the application one is proposed from), or null: a stranger. */
export function interviewRelation(
  viewer: { role: "student" | "company"; accountId: string },
  parties: { companyId: string | null; studentId: string | null },
): InterviewRelation | null {
  if (viewer.role === "company" && parties.companyId === viewer.accountId) return "company-of-job";
  if (viewer.role === "student" && parties.studentId === viewer.accountId) return "student-of-application";
  return null;
}

export function interviewAccessAllows(relation: InterviewRelation, action: InterviewAction): boolean {
  return GRANTS[relation].includes(action);
}
